import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SmsForecast } from '@/api/generated/communication/model';
import { LineChart } from '@/components/charts/line-chart';
import { formatAxisDay } from '@/i18n/format';
import {
  chartDescriptionMessage,
  forecastMessages as messages,
  monthSeriesMessage,
} from './forecast-messages';

/**
 * Each month's projected SMS use day by day against the package (dashed); loaded on its own
 * (nivo) once the forecast's numbers are on screen. The table beside it gives every value.
 * A month is a line of its own: the package starts again at 0 on the 1st, and one line joined
 * across the change would draw a fall that nobody's use made.
 */
export const ForecastChart = ({ forecast }: { forecast: SmsForecast }) => {
  const intl = useIntl();
  const categories = useMemo(
    () =>
      // « 1er déc. » in French, as the OQLF writes the first of a month (Intl gives « 1 déc. »).
      forecast.daily.map((entry) => formatAxisDay(intl, entry.date)),
    [forecast.daily, intl],
  );
  const series = useMemo(
    () => [
      ...forecast.months.map(({ month }) => ({
        id: `used-${month}`,
        label: intl.formatMessage(monthSeriesMessage, {
          month: intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', timeZone: 'UTC' }),
        }),
        values: forecast.daily.map((entry) => (entry.date.startsWith(month) ? entry.cumulative : null)),
      })),
      {
        id: 'limit',
        label: intl.formatMessage(messages.seriesLimit),
        values: forecast.daily.map(() => forecast.limit),
        reference: true,
      },
    ],
    [forecast.daily, forecast.limit, forecast.months, intl],
  );
  return (
    <LineChart
      categories={categories}
      series={series}
      title={intl.formatMessage(messages.chartTitle)}
      description={intl.formatMessage(chartDescriptionMessage, { limit: intl.formatNumber(forecast.limit) })}
      legendLabel={intl.formatMessage(messages.legend)}
      formatValue={(value) => intl.formatNumber(value)}
    />
  );
};
