import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { exportAuditLog, getGetAuditLogQueryKey } from '@/api/generated/audit/audit';
import { ServerCsvExport } from '@/components/export/server-csv-export';
import { csvDay } from '@/utils/csv';
import { filenameFromDisposition, type SaveFile } from '@/utils/save-file';
import { exportMessages, fileNameMessage } from './audit-log-messages';
import { auditExportParams, type AuditFilters, type AuditSort } from './audit-log-query';

interface AuditLogExportProps {
  filters: AuditFilters;
  /** The practice the view reads: the practice page's, or the administration page's filter. */
  practiceId: string | undefined;
  sort: AuditSort;
  /** How many entries the filters find; undefined while it is not known. */
  total: number | undefined;
  saveFile: SaveFile;
}

const messages = {
  allMatching: exportMessages.allMatching,
  nothingToExport: exportMessages.nothingToExport,
  failed: exportMessages.failed,
};

/**
 * Every entry the filters find, in the view's order, as the server writes it: the proof a clinic
 * hands a regulator. Saved under the name the server gives (Content-Disposition), which knows the
 * period in its own zone; under today's date if the header cannot be read (another origin that
 * does not expose it).
 */
export const AuditLogExport = ({ filters, practiceId, sort, total, saveFile }: AuditLogExportProps) => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const served = useRef<string | undefined>(undefined);
  return (
    <ServerCsvExport
      download={async (locale) => {
        served.current = undefined;
        const file = await exportAuditLog(auditExportParams(filters, practiceId, sort, locale), {
          onHeaders: (headers) => {
            served.current = filenameFromDisposition(headers['content-disposition']);
          },
        });
        // The export is itself an entry of the log: the page shown reads it again to show it.
        void queryClient.invalidateQueries({ queryKey: getGetAuditLogQueryKey().slice(0, 1) });
        return file;
      }}
      fileName={() => served.current ?? intl.formatMessage(fileNameMessage, { day: csvDay(Date.now()) })}
      total={total}
      messages={messages}
      saveFile={saveFile}
    />
  );
};
