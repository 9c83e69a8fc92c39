import { useIntl } from 'react-intl';
import { exportConsentRegister } from '@/api/generated/consent/consent';
import { ServerCsvExport } from '@/components/export/server-csv-export';
import { consentCsvFileName } from '@/utils/consent-csv';
import { csvDay } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { consentMessages } from './consent-messages';
import type { ConsentPractice } from './consent-query';

interface ConsentExportProps {
  practice: ConsentPractice;
  /** How many patients the register counts; undefined while it is not known. */
  total: number | undefined;
  saveFile: SaveFile;
}

const messages = {
  allMatching: consentMessages.allRecords,
  nothingToExport: consentMessages.nothingToExport,
  failed: consentMessages.exportFailed,
};

/**
 * Every consent record of the practice as the server writes them: the proof CASL asks a sender to
 * be able to give. Named after the practice's today, as the server names it.
 */
export const ConsentExport = ({ practice, total, saveFile }: ConsentExportProps) => {
  const intl = useIntl();
  return (
    <ServerCsvExport
      download={(locale) => exportConsentRegister(practice.id, { locale })}
      fileName={() =>
        consentCsvFileName(
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
