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
import { ScrollRegion, useContentWidthTableStyles } from '@/components/data-table/scroll-region';
import type { CommunicationDailyStats, CommunicationKindCounts } from '@/api/generated/communication/model';
import { kindNames } from '@/i18n/communication-labels';
import { KINDS } from '../shared/kinds';
import { statsMessages as messages } from './stats-messages';
import { formatWrittenDate } from '@/i18n/format';

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
  totals: { fontWeight: tokens.fontWeightSemibold },
});

const dayTotal = (counts: CommunicationKindCounts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** The chart's values, day by day, with the period's totals: what a screen reader reads instead. */
export const DailyTable = ({
  daily,
  totals,
}: {
  daily: readonly CommunicationDailyStats[];
  totals: CommunicationKindCounts;
}) => {
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
              <TableHeaderCell scope="col">{intl.formatMessage(messages.dateColumn)}</TableHeaderCell>
              {KINDS.map((kind) => (
                <NumberHeaderCell key={kind}>{intl.formatMessage(kindNames[kind])}</NumberHeaderCell>
              ))}
              <NumberHeaderCell>{intl.formatMessage(messages.totalColumn)}</NumberHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {daily.map((entry) => (
              <TableRow key={entry.date}>
                <TableHeaderCell scope="row">
                  {formatWrittenDate(intl, `${entry.date}T12:00:00`, {
                    year: 'numeric',
                    month: 'long',
                    day: 'numeric',
                  })}
                </TableHeaderCell>
                {KINDS.map((kind) => (
                  <TableCell key={kind} className={styles.number}>
                    {intl.formatNumber(entry.sentByKind[kind])}
                  </TableCell>
                ))}
                <TableCell className={styles.number}>
                  {intl.formatNumber(dayTotal(entry.sentByKind))}
                </TableCell>
              </TableRow>
            ))}
            <TableRow className={styles.totals}>
              <TableHeaderCell scope="row">{intl.formatMessage(messages.totalRow)}</TableHeaderCell>
              {KINDS.map((kind) => (
                <TableCell key={kind} className={styles.number}>
                  {intl.formatNumber(totals[kind])}
                </TableCell>
              ))}
              <TableCell className={styles.number}>{intl.formatNumber(dayTotal(totals))}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
    </details>
  );
};
