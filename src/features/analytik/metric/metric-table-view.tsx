import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { MetricId } from '@/api/generated/analytik/model';
import type { SaveFile } from '@/utils/save-file';
import { AnalytikTableExport, tableDownloadLoader } from '../shared/analytik-table-export';
import type { MetricTableFile } from './metric-table-download';
import { metricExportHintMessage, tableCaptionMessage } from './metric-messages';
import { MetricTable, type MetricTableData } from './metric-table';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

// The export's request comes when the button is first approached, not with this budgeted page.
const download = tableDownloadLoader<MetricTableFile>(
  async () => (await import('./metric-table-download')).MetricTableDownload,
);

interface MetricTableViewProps extends MetricTableData {
  practiceId: string;
  metricId: MetricId;
  saveFile: SaveFile;
}

/** The table view: the monthly values, and their export, which the server writes as the table shows them. */
export const MetricTableView = ({ practiceId, metricId, saveFile, ...data }: MetricTableViewProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const [year = 0, ...compare] = data.years;
  const file = { practiceId, practiceName: data.practiceName, metricId, label: data.label, year, compare };
  return (
    <div className={styles.view}>
      <AnalytikTableExport
        download={download}
        file={file}
        hint={intl.formatMessage(metricExportHintMessage, { metric: data.label })}
        saveFile={saveFile}
      />
      <MetricTable caption={intl.formatMessage(tableCaptionMessage, { metric: data.label })} {...data} />
    </div>
  );
};
