import { useIntl } from 'react-intl';
import { FoldedFigureTable, type FigureColumn } from '@/components/data-table/figure-table';
import type { CommunicationDailyStats, CommunicationKindCounts } from '@/api/generated/communication/model';
import { kindNames } from '@/i18n/communication-labels';
import { KINDS } from '../shared/kinds';
import { statsMessages as messages } from './stats-messages';
import { formatWrittenDate } from '@/i18n/format';

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
  const figures = (counts: CommunicationKindCounts) => [
    ...KINDS.map((kind) => intl.formatNumber(counts[kind])),
    intl.formatNumber(dayTotal(counts)),
  ];
  const columns: FigureColumn[] = [
    { label: intl.formatMessage(messages.dateColumn) },
    ...KINDS.map((kind) => ({ label: intl.formatMessage(kindNames[kind]), numeric: true })),
    { label: intl.formatMessage(messages.totalColumn), numeric: true },
  ];
  const days = daily.map((entry) => ({
    key: entry.date,
    cells: [
      formatWrittenDate(intl, `${entry.date}T12:00:00`, { year: 'numeric', month: 'long', day: 'numeric' }),
      ...figures(entry.sentByKind),
    ],
  }));
  return (
    <FoldedFigureTable
      toggle={intl.formatMessage(messages.tableToggle)}
      caption={intl.formatMessage(messages.tableCaption)}
      columns={columns}
      rows={[
        ...days,
        { key: 'total', emphasis: true, cells: [intl.formatMessage(messages.totalRow), ...figures(totals)] },
      ]}
      rowHeaders
    />
  );
};
