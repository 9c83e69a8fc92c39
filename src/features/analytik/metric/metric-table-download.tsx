import { exportPracticeMetricTable } from '@/api/generated/analytik/analytik';
import type { MetricId } from '@/api/generated/analytik/model';
import { ServerCsvExport } from '@/components/export/server-csv-export';
import { metricCsvFileName } from '@/utils/metric-csv';
import { analytikMessages } from '../shared/analytik-messages';
import type { TableDownloadProps } from '../shared/analytik-table-export';

/** The metric's table the server writes: the practice, the metric and the years in their columns. */
export interface MetricTableFile {
  practiceId: string;
  practiceName: string;
  metricId: MetricId;
  /** The metric's name in the language shown, which names the file. */
  label: string;
  year: number;
  /** The years shown beside `year`, in the columns' order. */
  compare: readonly number[];
}

/**
 * The table as the server writes (and records) it, through the exports' shared button: its
 * progress, and its failure said in place with a retry. Loaded when the button is first
 * approached (metric-table-view.tsx). Named as the server names it, from the words shown.
 */
export const MetricTableDownload = ({
  file,
  hint,
  saveFile,
  startAtOnce,
}: TableDownloadProps<MetricTableFile>) => (
  <ServerCsvExport
    download={(locale) =>
      exportPracticeMetricTable(file.practiceId, file.metricId, {
        locale,
        year: file.year,
        ...(file.compare.length > 0 ? { compare: file.compare.join(',') } : {}),
      })
    }
    fileName={() => metricCsvFileName(file.label, file.practiceName, [file.year, ...file.compare])}
    total={undefined}
    messages={{ allMatching: hint, failed: analytikMessages.exportFailed }}
    saveFile={saveFile}
    startAtOnce={startAtOnce}
  />
);
