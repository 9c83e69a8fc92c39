import { useIntl } from 'react-intl';
import { BarChart } from '@/components/charts/bar-chart';
import type { ChartSeries } from '@/components/charts/chart-types';
import { LineChart } from '@/components/charts/line-chart';
import type { MetricUnit } from '@/api/generated/analytik/model';
import type { MonthValues } from '@/domain/analytik-goals';
import { analytikMessages } from '../shared/analytik-messages';
import { useMetricFormat } from '../shared/metric-format';
import { chartDescriptionGoalMessage, chartDescriptionMessage, chartTitleMessage } from './metric-messages';
import { monthlyGoalColumnMessage } from '@/i18n/analytik-labels';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface MetricChartProps {
  kind: 'line' | 'bar';
  metricLabel: string;
  unit: MetricUnit;
  /** The years shown, the chosen one first (it takes the first colour). */
  years: readonly number[];
  months: ReadonlyMap<number, MonthValues>;
  monthlyGoals?: { year: number; months: readonly number[] } | undefined;
}

/**
 * A metric's months as a line or bar chart, the monthly goal as a dashed reference. In a module
 * of its own: the screen imports it lazily, so the chart library loads only when a chart shows.
 */
export const MetricChart = ({ kind, metricLabel, unit, years, months, monthlyGoals }: MetricChartProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const series: ChartSeries[] = years.map((year) => ({
    id: String(year),
    label: String(year),
    values: MONTHS.map((month) => months.get(year)?.[month - 1] ?? null),
  }));
  if (monthlyGoals) {
    series.push({
      id: 'goal',
      label: intl.formatMessage(monthlyGoalColumnMessage, { year: String(monthlyGoals.year) }),
      values: [...monthlyGoals.months],
      reference: true,
    });
  }
  const yearList = intl.formatList(years.map(String));
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <Chart
      categories={MONTHS.map((month) => format.month(month))}
      series={series}
      title={intl.formatMessage(chartTitleMessage, { metric: metricLabel, years: yearList })}
      description={
        monthlyGoals
          ? intl.formatMessage(chartDescriptionGoalMessage, {
              metric: metricLabel,
              years: yearList,
              year: String(monthlyGoals.year),
            })
          : intl.formatMessage(chartDescriptionMessage, { metric: metricLabel, years: yearList })
      }
      formatValue={(value) => format.value(unit, value)}
      formatAxisValue={(value) => format.value(unit, value, { compact: true })}
      legendLabel={intl.formatMessage(analytikMessages.legend)}
    />
  );
};
