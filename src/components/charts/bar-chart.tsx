import { makeStyles } from '@fluentui/react-components';
import { Bar, type BarCustomLayerProps, type BarDatum, type BarLayer } from '@nivo/bar';
import { useMemo } from 'react';
import { ChartFrame } from './chart-frame';
import { chartLayout, thinnedCategories, valueTicks } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import type { ChartProps, ChartSeries } from './chart-types';

export interface BarChartProps extends ChartProps {
  /** Bars side by side per category (the default), or stacked into one bar per category. */
  groupMode?: 'grouped' | 'stacked';
}

const useStyles = makeStyles({
  reference: { strokeWidth: '2px', strokeDasharray: '6 4', strokeLinecap: 'butt' },
});

const CATEGORY = '__category';
const DEFAULT_HEIGHT = 300;

type BandScale = ((value: string) => number | undefined) & { bandwidth?: () => number };
type LinearScale = (value: number) => number | undefined;

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
  const styles = useStyles();
  const bars = useMemo(() => series.filter((entry) => !entry.reference), [series]);
  const references = useMemo(() => series.filter((entry) => entry.reference), [series]);
  const data = useMemo<BarDatum[]>(
    () =>
      categories.map((category, index) => {
        const row: BarDatum = { [CATEGORY]: category };
        for (const entry of bars) {
          const value = entry.values[index];
          if (value !== null && value !== undefined) row[entry.id] = value;
        }
        return row;
      }),
    [bars, categories],
  );
  const max = Math.max(
    0,
    ...(groupMode === 'stacked'
      ? categories.map((_, index) => bars.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0))
      : []),
    ...series.flatMap((entry) => entry.values.filter((value) => value !== null)),
  );
  const ticks = valueTicks(max);
  const longest = Math.max(...ticks.map((tick) => formatAxisValue(tick).length));
  const labels = useMemo(() => new Map(series.map((entry) => [entry.id, entry.label])), [series]);

  return (
    <ChartFrame series={series} description={description} legendLabel={legendLabel} width={width}>
      {({ width: drawWidth, theme, seriesColors, descriptionId }) => {
        const layout = chartLayout(drawWidth, categories.length, longest);
        const categoryTicks = thinnedCategories(
          categories,
          drawWidth - layout.margin.left - layout.margin.right,
        );
        const colorOf = new Map(series.map((entry, index) => [entry.id, seriesColors[index] ?? '']));
        const referenceLayer = ({ xScale, yScale }: BarCustomLayerProps<BarDatum>) => (
          <ReferenceMarks
            categories={categories}
            references={references}
            xScale={xScale as BandScale}
            yScale={yScale as LinearScale}
            colorOf={colorOf}
            className={styles.reference}
          />
        );
        const layers: BarLayer<BarDatum>[] = ['grid', 'axes', 'bars', referenceLayer];
        return (
          <Bar
            data={data}
            keys={bars.map((entry) => entry.id)}
            indexBy={CATEGORY}
            groupMode={groupMode}
            width={drawWidth}
            height={height}
            margin={layout.margin}
            padding={0.25}
            innerPadding={1}
            theme={theme}
            colors={({ id }) => colorOf.get(String(id)) ?? ''}
            valueScale={{ type: 'linear', min: 0, max: ticks.at(-1) ?? 'auto' }}
            gridYValues={ticks}
            axisLeft={{ tickValues: ticks, format: (value: number) => formatAxisValue(value), tickSize: 0 }}
            axisBottom={{ tickRotation: layout.tickRotation, tickSize: 4, tickValues: categoryTicks }}
            enableLabel={false}
            layers={layers}
            tooltip={({ id, value, indexValue, index }) => (
              <ChartTooltip
                title={String(indexValue)}
                rows={[
                  { id: String(id), label: labels.get(String(id)) ?? String(id), value: formatValue(value) },
                  ...references.flatMap((entry) => {
                    const reference = entry.values[index];
                    return reference === null || reference === undefined
                      ? []
                      : [{ id: entry.id, label: entry.label, value: formatValue(reference) }];
                  }),
                ]}
              />
            )}
            animate={false}
            role="img"
            ariaLabel={title}
            ariaDescribedBy={descriptionId}
          />
        );
      }}
    </ChartFrame>
  );
};

interface ReferenceMarksProps {
  categories: readonly string[];
  references: readonly ChartSeries[];
  xScale: BandScale;
  yScale: LinearScale;
  colorOf: ReadonlyMap<string, string>;
  className: string;
}

/** A dashed mark across each category's group of bars, at the reference's value. */
const ReferenceMarks = ({
  categories,
  references,
  xScale,
  yScale,
  colorOf,
  className,
}: ReferenceMarksProps) => {
  const band = xScale.bandwidth?.() ?? 0;
  return (
    <g>
      {references.flatMap((entry) =>
        categories.map((category, index) => {
          const value = entry.values[index];
          const x = xScale(category);
          const y = value === null || value === undefined ? undefined : yScale(value);
          if (x === undefined || y === undefined) return null;
          return (
            <line
              key={`${entry.id}-${category}`}
              x1={x - 2}
              x2={x + band + 2}
              y1={y}
              y2={y}
              stroke={colorOf.get(entry.id)}
              className={className}
            />
          );
        }),
      )}
    </g>
  );
};
