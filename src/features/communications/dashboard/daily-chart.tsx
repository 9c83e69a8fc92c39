import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CommunicationDailyStats } from '@/api/generated/communication/model';
import { BarChart } from '@/components/charts/bar-chart';
import { kindNames } from '@/i18n/communication-labels';
import { formatAxisDay } from '@/i18n/format';
import { KINDS } from '../shared/kinds';
import { statsMessages as messages } from './stats-messages';

/** The days of the period as stacked bars by kind (plain SVG); loaded on its own by the statistics. */
export const DailyChart = ({ daily }: { daily: readonly CommunicationDailyStats[] }) => {
  const intl = useIntl();
  const categories = useMemo(
    // « 1er nov. » in French, as the forecast's axis writes it.
    () => daily.map((entry) => formatAxisDay(intl, entry.date)),
    [daily, intl],
  );
  const series = useMemo(
    () =>
      KINDS.map((kind) => ({
        id: kind,
        label: intl.formatMessage(kindNames[kind]),
        values: daily.map((entry) => entry.sentByKind[kind]),
      })),
    [daily, intl],
  );
  return (
    <BarChart
      groupMode="stacked"
      categories={categories}
      series={series}
      title={intl.formatMessage(messages.chartTitle)}
      description={intl.formatMessage(messages.chartDescription)}
      legendLabel={intl.formatMessage(messages.legend)}
      formatValue={(value) => intl.formatNumber(value)}
    />
  );
};
