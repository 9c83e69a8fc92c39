import { makeStyles } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { CsvExportButton } from '@/components/export/csv-export-button';
import { exportMessages } from '@/components/export/export-messages';
import { LoadError } from '@/components/feedback/load-error';
import type { SaveFile } from '@/utils/save-file';
import { analytikMessages } from './analytik-messages';

const useStyles = makeStyles({
  // The button and its failure stay items of the view's own layout, as the button alone was.
  area: { display: 'contents' },
});

/** What a table's download gets: which file (`file`), and the button's words and destination. */
export interface TableDownloadProps<File> {
  file: File;
  /** What the file holds, beside the button. */
  hint: string;
  saveFile: SaveFile;
  /** The button was pressed before this code had arrived: ask for the file at once. */
  startAtOnce: boolean;
}

export interface TableDownloadLoader<File> {
  loaded: () => ComponentType<TableDownloadProps<File>> | undefined;
  load: () => Promise<ComponentType<TableDownloadProps<File>>>;
}

/** One download of a module per page; a failed one is asked for again at the next approach. */
export const tableDownloadLoader = <File,>(
  importer: () => Promise<ComponentType<TableDownloadProps<File>>>,
): TableDownloadLoader<File> => {
  let component: ComponentType<TableDownloadProps<File>> | undefined;
  let request: Promise<ComponentType<TableDownloadProps<File>>> | undefined;
  return {
    loaded: () => component,
    load: () =>
      (request ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          request = undefined;
          throw error;
        },
      )),
  };
};

interface AnalytikTableExportProps<File> extends Omit<TableDownloadProps<File>, 'startAtOnce'> {
  download: TableDownloadLoader<File>;
}

/**
 * "Export to CSV" of an Analytik table, which the server writes and records in the audit log.
 * The request and its progress (react-query's mutation, the generated call: `download`) come when
 * a pointer or the focus first approaches the button, not with the page: the metric's table is a
 * budgeted page (decision 030's way with the practice switcher). The first press puts the loaded
 * export in the button's place, which asks for the file at once (after the code, if it has not
 * arrived yet: the button shows the progress meanwhile) and takes the focus. The button is never
 * replaced on approach alone, which could happen between a press and its click and lose it.
 */
export const AnalytikTableExport = <File,>({
  download,
  file,
  hint,
  saveFile,
}: AnalytikTableExportProps<File>) => {
  const intl = useIntl();
  const styles = useStyles();
  const area = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const [Download, setDownload] = useState(() => download.loaded());
  const [asked, setAsked] = useState(false);
  const [failed, setFailed] = useState(false);

  // A failed download on approach is asked for again by the press.
  const warm = () => void download.load().catch(() => undefined);
  const start = () => {
    setAsked(true);
    setFailed(false);
    download.load().then(
      (component) => {
        hadFocus.current = area.current?.contains(document.activeElement) ?? false;
        setDownload(() => component);
      },
      () => {
        setAsked(false);
        setFailed(true);
      },
    );
  };

  useLayoutEffect(() => {
    if (!Download || !hadFocus.current) return;
    hadFocus.current = false;
    area.current?.querySelector('button')?.focus();
  }, [Download]);

  return (
    <div
      ref={area}
      className={styles.area}
      onPointerEnter={Download ? undefined : warm}
      onFocus={Download ? undefined : warm}
    >
      {Download ? (
        <Download file={file} hint={hint} saveFile={saveFile} startAtOnce={asked} />
      ) : (
        <>
          <CsvExportButton
            label={intl.formatMessage(exportMessages.toCsv)}
            onExport={start}
            hint={hint}
            pendingLabel={asked ? intl.formatMessage(exportMessages.preparing) : undefined}
          />
          {failed && <LoadError message={analytikMessages.exportFailed} onRetry={start} retrying={asked} />}
        </>
      )}
    </div>
  );
};
