import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SmsForecast } from '@/api/generated/communication/model';
import { LineChart } from '@/components/charts/line-chart';
import { chartDescriptionMessage, forecastMessages as messages } from './forecast-messages';

/**
 * The month's projected SMS use day by day against the package (dashed); loaded on its own
 * (nivo) once the forecast's numbers are on screen. The table beside it gives every value.
 */
export const ForecastChart = ({ forecast }: { forecast: SmsForecast }) => {
  const intl = useIntl();
  const categories = useMemo(
    () =>
      forecast.daily.map((entry) =>
        intl.formatDate(`${entry.date}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      ),
    [forecast.daily, intl],
  );
  const series = useMemo(
    () => [
      {
        id: 'used',
        label: intl.formatMessage(messages.seriesUsed),
        values: forecast.daily.map((entry) => entry.cumulative),
      },
      {
        id: 'limit',
        label: intl.formatMessage(messages.seriesLimit),
        values: forecast.daily.map(() => forecast.limit),
        reference: true,
      },
    ],
    [forecast.daily, forecast.limit, intl],
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
