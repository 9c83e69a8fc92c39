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
import type { SmsForecastDay } from '@/api/generated/communication/model';
import { ScrollRegion } from '@/components/data-table/scroll-region';
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
  const caption = intl.formatMessage(messages.tableCaption);
  return (
    <details>
      <summary className={styles.summary}>{intl.formatMessage(messages.tableToggle)}</summary>
      <ScrollRegion label={caption}>
        <Table size="small">
          <caption className={styles.caption}>{caption}</caption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col">{intl.formatMessage(messages.dayColumn)}</TableHeaderCell>
              <TableHeaderCell scope="col">{intl.formatMessage(messages.segmentsColumn)}</TableHeaderCell>
              <TableHeaderCell scope="col">{intl.formatMessage(messages.cumulativeColumn)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {daily.map((entry) => (
              <TableRow key={entry.date}>
                <TableHeaderCell scope="row">
                  {formatDay(intl, entry.date, { weekday: true, today })}
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
