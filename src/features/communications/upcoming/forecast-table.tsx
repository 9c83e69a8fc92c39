import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { NumberHeaderCell } from '@/components/data-table/number-header-cell';
import { capitalizeFirst } from '@/utils/capitalize-first';
import type { SmsForecastDay } from '@/api/generated/communication/model';
import { ScrollRegion, useContentWidthTableStyles } from '@/components/data-table/scroll-region';
import { forecastMessages as messages } from './forecast-messages';
import { formatDay } from './zoned-format';

const useStyles = makeStyles({
  summary: {
    cursor: 'pointer',
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
  },
  caption: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The chart's values, day by day: what a screen reader reads instead, as the dashboard's table. */
export const ForecastTable = ({ daily, today }: { daily: readonly SmsForecastDay[]; today: string }) => {
  const intl = useIntl();
  const styles = useStyles();
  // Columns as wide as their content: the fixed layout cut the dates at 375 px (« September 1, 20… »).
  const tableStyles = useContentWidthTableStyles();
  const caption = intl.formatMessage(messages.tableCaption);
  return (
    <details>
      <summary className={styles.summary}>{intl.formatMessage(messages.tableToggle)}</summary>
      <ScrollRegion label={caption}>
        <Table size="small" className={tableStyles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col">{intl.formatMessage(messages.dayColumn)}</TableHeaderCell>
              <NumberHeaderCell>{intl.formatMessage(messages.segmentsColumn)}</NumberHeaderCell>
              <NumberHeaderCell>{intl.formatMessage(messages.cumulativeColumn)}</NumberHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {daily.map((entry) => (
              <TableRow key={entry.date}>
                <TableHeaderCell scope="row">
                  {capitalizeFirst(formatDay(intl, entry.date, { weekday: true, today }), intl.locale)}
                </TableHeaderCell>
                <TableCell className={styles.number}>{intl.formatNumber(entry.segments)}</TableCell>
                <TableCell className={styles.number}>{intl.formatNumber(entry.cumulative)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </details>
  );
};
