import { Spinner } from '@fluentui/react-components';

/** The spinner of PageLoading, in a chunk of its own (page-loading.tsx). */
export const PageSpinner = ({ label }: { label: string }) => <Spinner size="large" label={label} />;
