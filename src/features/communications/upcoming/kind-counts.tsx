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
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { NumberHeaderCell } from '@/components/data-table/number-header-cell';
import type { MessageKind, UpcomingDaySummary } from '@/api/generated/communication/model';
import { kindNames } from '@/i18n/communication-labels';
import { KINDS } from '../shared/kinds';
import { forecastMessages as messages } from './forecast-messages';
import { REASON_VALUES } from './upcoming-query';

const useStyles = makeStyles({
  table: { maxWidth: '32rem' },
  caption: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

type Counts = Record<MessageKind, { planned: number; skipped: number }>;

/** The range's messages per kind, planned and skipped (all reasons), from the summary's days. */
export const countByKind = (days: readonly UpcomingDaySummary[]): Counts => {
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, { planned: 0, skipped: 0 }])) as Counts;
  for (const day of days) {
    for (const kind of KINDS) {
      const entry = day.kinds[kind];
      counts[kind].planned += entry.planned;
      counts[kind].skipped += REASON_VALUES.reduce((sum, reason) => sum + entry.skipped[reason], 0);
    }
  }
  return counts;
};

/** How many messages of each kind the days shown hold, planned and not sent. */
export const KindCounts = ({ days }: { days: readonly UpcomingDaySummary[] }) => {
  const intl = useIntl();
  const styles = useStyles();
  const counts = useMemo(() => countByKind(days), [days]);
  return (
    <Table size="small" className={styles.table}>
      <caption className={styles.caption}>{intl.formatMessage(messages.countsCaption)}</caption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell scope="col">{intl.formatMessage(messages.kindColumn)}</TableHeaderCell>
          <NumberHeaderCell>{intl.formatMessage(messages.plannedColumn)}</NumberHeaderCell>
          <NumberHeaderCell>{intl.formatMessage(messages.skippedColumn)}</NumberHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {KINDS.map((kind) => (
          <TableRow key={kind}>
            <TableHeaderCell scope="row">{intl.formatMessage(kindNames[kind])}</TableHeaderCell>
            <TableCell className={styles.number}>{intl.formatNumber(counts[kind].planned)}</TableCell>
            <TableCell className={styles.number}>{intl.formatNumber(counts[kind].skipped)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
