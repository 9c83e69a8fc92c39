import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '@/api/api-error';
import { exportCommunicationHistory } from '@/api/generated/communication/communication';
import type { CommunicationHistorySort } from '@/api/generated/communication/model';
import { CsvExportButton } from '@/components/export/csv-export-button';
import { exportMessages } from '@/components/export/export-messages';
import { LoadError } from '@/components/feedback/load-error';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { csvDay } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { historyCsvFileName } from '@/utils/history-csv';
import { historyExportMessages as messages } from './history-export-messages';
import { historyExportParams, type HistoryFilters } from './history-query';

interface HistoryExportProps {
  practiceId: string;
  filters: HistoryFilters;
  sort: CommunicationHistorySort;
  /** How many messages the filters find; undefined while it is not known. */
  total: number | undefined;
  saveFile: SaveFile;
}

/**
 * Every message the filters find, in the view's order, as the server writes it in the language
 * shown: a page of 50 is not what someone exporting wants. The failure stays in place with a
 * retry rather than in a snackbar that goes away.
 */
export const HistoryExport = ({ practiceId, filters, sort, total, saveFile }: HistoryExportProps) => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const download = useMutation({
    mutationFn: async () => {
      const file = await exportCommunicationHistory(practiceId, historyExportParams(filters, sort, locale));
      // The contract answers text/csv: anything else is not the file asked for, and saving it
      // would hand the user a broken file instead of a failure they can retry.
      if (!file.type.startsWith('text/csv'))
        throw new ApiError({ kind: 'contract', message: `The export answered ${file.type || 'no type'}.` });
      return file;
    },
    // The button shows its progress and the failure is said here, not by the general snackbar.
    meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'rate-limited'] },
    onSuccess: (file) =>
      // Named after the days the user chose, which the server only sees as instants.
      saveFile(
        file,
        historyCsvFileName((descriptor) => intl.formatMessage(descriptor), {
          from: filters.from,
          to: filters.to ?? csvDay(Date.now()),
        }),
      ),
  });
  const empty = total === 0;
  const start = () => download.mutate();

  return (
    <>
      <CsvExportButton
        label={intl.formatMessage(exportMessages.toCsv)}
        onExport={start}
        disabled={empty}
        pendingLabel={download.isPending ? intl.formatMessage(exportMessages.preparing) : undefined}
        hint={intl.formatMessage(empty ? messages.nothingToExport : messages.allMatching)}
      />
      {download.isError && (
        <LoadError message={messages.failed} onRetry={start} retrying={download.isPending} />
      )}
    </>
  );
};
