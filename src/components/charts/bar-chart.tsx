import { useMemo } from 'react';
import { BarPlot } from './bar-plot';
import { ChartFrame } from './chart-frame';
import { chartLayout, thinnedCategories, valueTicks } from './chart-theme';
import type { ChartProps } from './chart-types';

export interface BarChartProps extends ChartProps {
  /** Bars side by side per category (the default), or stacked into one bar per category. */
  groupMode?: 'grouped' | 'stacked';
}

const DEFAULT_HEIGHT = 300;

/**
 * Grouped bars per category (a bar per series each month), or stacked ones (each day's total
 * split by series), themed from Fluent tokens; a reference series (the monthly share of a goal)
 * is a dashed mark across each group. Like the line chart, one named and described image,
 * nothing focusable inside.
 */
export const BarChart = ({
  categories,
  series,
  title,
  description,
  formatValue,
  formatAxisValue = formatValue,
  height = DEFAULT_HEIGHT,
  width,
  legendLabel,
  groupMode = 'grouped',
}: BarChartProps) => {
  const bars = useMemo(() => series.filter((entry) => !entry.reference), [series]);
  const references = useMemo(() => series.filter((entry) => entry.reference), [series]);
  const max = Math.max(
    0,
    ...(groupMode === 'stacked'
      ? categories.map((_, index) => bars.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0))
      : []),
    ...series.flatMap((entry) => entry.values.filter((value) => value !== null)),
  );
  const ticks = valueTicks(max);
  const longest = Math.max(...ticks.map((tick) => formatAxisValue(tick).length));

  return (
    <ChartFrame series={series} description={description} legendLabel={legendLabel} width={width}>
      {({ width: drawWidth, theme, seriesColors, descriptionId }) => {
        const layout = chartLayout(drawWidth, categories.length, longest);
        return (
          <BarPlot
            categories={categories}
            bars={bars}
            references={references}
            groupMode={groupMode}
            width={drawWidth}
            height={height}
            margin={layout.margin}
            tickRotation={layout.tickRotation}
            categoryTicks={thinnedCategories(
              categories,
              drawWidth - layout.margin.left - layout.margin.right,
            )}
            valueTicks={ticks}
            formatAxisValue={formatAxisValue}
            formatValue={formatValue}
            theme={theme}
            colorOf={new Map(series.map((entry, index) => [entry.id, seriesColors[index] ?? '']))}
            title={title}
            descriptionId={descriptionId}
          />
        );
      }}
    </ChartFrame>
  );
};
