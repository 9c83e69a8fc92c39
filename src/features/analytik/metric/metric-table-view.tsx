import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { TableCsvExport } from '@/components/export/table-csv-export';
import type { SaveFile } from '@/utils/save-file';
import { useMetricFormat } from '../shared/metric-format';
import { metricCsvTable, type MetricTableData } from './metric-csv';
import { metricExportHintMessage, tableCaptionMessage } from './metric-messages';
import { MetricTable } from './metric-table';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** The table view: the monthly values, and their export as the table shows them. */
export const MetricTableView = ({ saveFile, ...data }: MetricTableData & { saveFile: SaveFile }) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  return (
    <div className={styles.view}>
      <TableCsvExport
        table={() => metricCsvTable(intl, format, data)}
        hint={intl.formatMessage(metricExportHintMessage, { metric: data.label })}
        saveFile={saveFile}
      />
      <MetricTable caption={intl.formatMessage(tableCaptionMessage, { metric: data.label })} {...data} />
    </div>
  );
};
