import { useIntl } from 'react-intl';
import { FoldedFigureTable } from '@/components/data-table/figure-table';
import { capitalizeFirst } from '@/utils/capitalize-first';
import type { SmsForecastDay } from '@/api/generated/communication/model';
import { forecastMessages as messages } from './forecast-messages';
import { formatDay } from './zoned-format';

/** The chart's values, day by day: what a screen reader reads instead, as the dashboard's table. */
export const ForecastTable = ({ daily, today }: { daily: readonly SmsForecastDay[]; today: string }) => {
  const intl = useIntl();
  return (
    <FoldedFigureTable
      toggle={intl.formatMessage(messages.tableToggle)}
      caption={intl.formatMessage(messages.tableCaption)}
      columns={[
        { label: intl.formatMessage(messages.dayColumn) },
        { label: intl.formatMessage(messages.segmentsColumn), numeric: true },
        { label: intl.formatMessage(messages.cumulativeColumn), numeric: true },
      ]}
      rows={daily.map((entry) => ({
        key: entry.date,
        cells: [
          capitalizeFirst(formatDay(intl, entry.date, { weekday: true, today }), intl.locale),
          intl.formatNumber(entry.segments),
          intl.formatNumber(entry.cumulative),
        ],
      }))}
      rowHeaders
    />
  );
};
