import { makeStyles, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useGetPricingFiles } from '@/api/generated/pricing/pricing';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { PricingFilterForm } from './pricing-filters';
import { PricingList } from './pricing-list';
import { pricingMessages as messages } from './pricing-messages';
import { pricingParams, usePricingTable } from './pricing-query';
import { PricingUploadDialog } from './pricing-upload-dialog';
import { saveBlob, type SaveFile } from '@/utils/save-file';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The list explains its failures in place, with a retry; the general snackbar stays away. */
const LIST_META = { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] } as const;

interface PricingScreenProps {
  /** sys-admin-read: everything shown, and downloadable, with no control that changes anything. */
  readOnly: boolean;
  /** Where a downloaded file goes; the browser's download by default (tests look at what it gets). */
  saveFile?: SaveFile;
}

/** The pricing files: filters in the URL, a page of files, upload, download and delete. */
export const PricingScreen = ({ readOnly, saveFile = saveBlob }: PricingScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const table = usePricingTable();
  const files = useGetPricingFiles(pricingParams(table.filters), {
    query: { placeholderData: keepPreviousData, meta: LIST_META },
  });
  // Every file, for the choices of the filters (the same request as the unfiltered list).
  const all = useGetPricingFiles(undefined, { query: { meta: LIST_META } });

  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      {readOnly ? (
        <ReadOnlyNotice />
      ) : (
        <div className={styles.toolbar}>
          <PricingUploadDialog />
        </div>
      )}
      <PricingFilterForm
        filters={table.filters}
        files={all.data ?? []}
        onApply={table.applyFilters}
        onClear={table.clearFilters}
      />
      {files.isError && (
        <LoadError message={messages.loadFailed} onRetry={files.refetch} retrying={files.isFetching} />
      )}
      {files.data === undefined && files.isPending && (
        <Spinner label={intl.formatMessage(messages.loading)} />
      )}
      {files.data !== undefined && !files.isError && (
        <PricingList
          files={files.data}
          stale={files.isPlaceholderData}
          table={table}
          readOnly={readOnly}
          saveFile={saveFile}
        />
      )}
    </PageContainer>
  );
};
