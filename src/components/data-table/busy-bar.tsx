import { ProgressBar } from '@fluentui/react-components';

/** The bar of DataTable while other rows load, in a chunk of its own (data-table.tsx). */
export const BusyBar = ({ label }: { label: string }) => <ProgressBar aria-label={label} />;
