import { makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FigureTable } from '@/components/data-table/figure-table';
import type { MessageKind, UpcomingDaySummary } from '@/api/generated/communication/model';
import { kindNames } from '@/i18n/communication-labels';
import { KINDS } from '../shared/kinds';
import { forecastMessages as messages } from './forecast-messages';
import { REASON_VALUES } from './upcoming-query';

const useStyles = makeStyles({
  table: { maxWidth: '32rem' },
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
    <FigureTable
      className={styles.table}
      caption={intl.formatMessage(messages.countsCaption)}
      columns={[
        { label: intl.formatMessage(messages.kindColumn) },
        { label: intl.formatMessage(messages.plannedColumn), numeric: true },
        { label: intl.formatMessage(messages.skippedColumn), numeric: true },
      ]}
      rows={KINDS.map((kind) => ({
        key: kind,
        cells: [
          intl.formatMessage(kindNames[kind]),
          intl.formatNumber(counts[kind].planned),
          intl.formatNumber(counts[kind].skipped),
        ],
      }))}
      rowHeaders
    />
  );
};
