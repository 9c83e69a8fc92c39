import { useIntl } from 'react-intl';
import { exportUnreachablePatients } from '@/api/generated/communication/communication';
import { ServerCsvExport } from '@/components/export/server-csv-export';
import { csvDay } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { unreachableCsvFileName } from '@/utils/unreachable-csv';
import { unreachableMessages } from './unreachable-messages';
import {
  unreachableExportParams,
  type UnreachableFilters,
  type UnreachablePractice,
} from './unreachable-query';

interface UnreachableExportProps {
  practice: UnreachablePractice;
  filters: UnreachableFilters;
  /** How many patients the filter finds; undefined while it is not known. */
  total: number | undefined;
  saveFile: SaveFile;
}

const messages = {
  allMatching: unreachableMessages.allMatching,
  nothingToExport: unreachableMessages.nothingToExport,
  failed: unreachableMessages.exportFailed,
};

/**
 * Every patient the filter finds, not only the page, as the server writes the file: the front
 * desk works through it away from the screen. Named after the practice's today, as the server
 * names it.
 */
export const UnreachableExport = ({ practice, filters, total, saveFile }: UnreachableExportProps) => {
  const intl = useIntl();
  return (
    <ServerCsvExport
      download={(locale) => exportUnreachablePatients(practice.id, unreachableExportParams(filters, locale))}
      fileName={() =>
        unreachableCsvFileName(
          (descriptor) => intl.formatMessage(descriptor),
          csvDay(Date.now(), practice.timezone),
        )
      }
      total={total}
      messages={messages}
      saveFile={saveFile}
    />
  );
};
