import { useIntl } from 'react-intl';
import { exportPracticeGoals } from '@/api/generated/analytik/analytik';
import { ServerCsvExport } from '@/components/export/server-csv-export';
import { goalsCsvFileName } from '@/utils/goals-csv';
import { analytikMessages } from '../shared/analytik-messages';
import type { TableDownloadProps } from '../shared/analytik-table-export';

export interface GoalsFile {
  practiceId: string;
  practiceName: string;
  year: number;
}

/**
 * The saved goals of a practice's year as the server writes (and records) them, through the
 * exports' shared button. Loaded when the button is first approached (goals-screen.tsx); named as
 * the server names the file, from the catalogue's words.
 */
export const GoalsDownload = ({ file, hint, saveFile, startAtOnce }: TableDownloadProps<GoalsFile>) => {
  const intl = useIntl();
  return (
    <ServerCsvExport
      download={(locale) => exportPracticeGoals(file.practiceId, { locale, year: file.year })}
      fileName={() =>
        goalsCsvFileName((descriptor) => intl.formatMessage(descriptor), file.practiceName, file.year)
      }
      total={undefined}
      messages={{ allMatching: hint, failed: analytikMessages.exportFailed }}
      saveFile={saveFile}
      startAtOnce={startAtOnce}
    />
  );
};
