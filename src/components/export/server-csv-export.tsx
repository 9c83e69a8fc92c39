import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError } from '@/api/api-error';
import { LoadError } from '@/components/feedback/load-error';
import { useLocaleSetting } from '@/i18n/intl-provider';
import type { CsvLocale } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { CsvExportButton } from './csv-export-button';
import { exportMessages } from './export-messages';

interface ServerCsvExportProps {
  /** Asks the server for the whole file, written in the language shown. */
  download: (locale: CsvLocale) => Promise<Blob>;
  /** The name the file is saved under, as the screen's words build it. */
  fileName: () => string;
  /** How many rows the file will hold; undefined while it is not known. */
  total: number | undefined;
  messages: {
    /** The hint when there is something to export: what the file holds (a text when it has words of its own). */
    allMatching: MessageDescriptor | string;
    /** The hint, and the disabled button, when the list is empty (a list that can be). */
    nothingToExport?: MessageDescriptor;
    /** Said in place, with a retry, when the file could not be had. */
    failed: MessageDescriptor;
  };
  saveFile: SaveFile;
  /** Asks for the file as soon as it shows: the button was pressed before its code had arrived. */
  startAtOnce?: boolean;
}

/**
 * A list's export that the server writes (every row its filters find, not only the page): the
 * button with its progress and hint, and the failure said in place with a retry rather than in
 * a snackbar that goes away.
 */
export const ServerCsvExport = ({
  download,
  fileName,
  total,
  messages,
  saveFile,
  startAtOnce = false,
}: ServerCsvExportProps) => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const file = useMutation({
    mutationFn: async () => {
      const blob = await download(locale);
      // The contracts answer text/csv: anything else is not the file asked for, and saving it
      // would hand the user a broken file instead of a failure they can retry.
      if (!blob.type.startsWith('text/csv'))
        throw new ApiError({ kind: 'contract', message: `The export answered ${blob.type || 'no type'}.` });
      return blob;
    },
    meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'rate-limited'] },
    onSuccess: (blob) => saveFile(blob, fileName()),
  });
  const empty = total === 0 && messages.nothingToExport !== undefined;
  const { mutate } = file;
  const start = () => mutate();
  // Once, even when React runs the effects of a first render twice (development's strict mode).
  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    mutate();
  }, [startAtOnce, mutate]);
  const hint = (empty ? messages.nothingToExport : undefined) ?? messages.allMatching;
  return (
    <>
      <CsvExportButton
        label={intl.formatMessage(exportMessages.toCsv)}
        onExport={start}
        disabled={empty}
        pendingLabel={file.isPending ? intl.formatMessage(exportMessages.preparing) : undefined}
        hint={typeof hint === 'string' ? hint : intl.formatMessage(hint)}
      />
      {file.isError && <LoadError message={messages.failed} onRetry={start} retrying={file.isPending} />}
    </>
  );
};
