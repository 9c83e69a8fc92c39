import { makeStyles } from '@fluentui/react-components';
import { Line, type LineCustomSvgLayerProps, type LineSvgLayer } from '@nivo/line';
import { useMemo } from 'react';
import { ChartFrame } from './chart-frame';
import { chartLayout, thinnedCategories, valueTicks } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import type { ChartProps } from './chart-types';

const useStyles = makeStyles({
  line: { fill: 'none', strokeWidth: '2px', strokeLinejoin: 'round', strokeLinecap: 'round' },
  reference: { strokeDasharray: '6 4' },
});

type Datum = { x: string; y: number | null };
type Series = { id: string; data: Datum[] };

const DEFAULT_HEIGHT = 300;

/**
 * A line per series over the categories (months), themed from Fluent tokens, with an HTML legend.
 * The SVG is one image with a name and a description; it holds nothing focusable, so a
 * keyboard skips it and the screen's table gives every value.
 */
export const LineChart = ({
  categories,
  series,
  title,
  description,
  formatValue,
  formatAxisValue = formatValue,
  height = DEFAULT_HEIGHT,
  width,
  legendLabel,
}: ChartProps) => {
  const styles = useStyles();
  const data = useMemo<Series[]>(
    () =>
      series.map((entry) => ({
        id: entry.id,
        data: categories.map((x, index) => ({ x, y: entry.values[index] ?? null })),
      })),
    [categories, series],
  );
  const max = Math.max(0, ...series.flatMap((entry) => entry.values.filter((value) => value !== null)));
  const ticks = valueTicks(max);
  const longest = Math.max(...ticks.map((tick) => formatAxisValue(tick).length));
  const labels = useMemo(() => new Map(series.map((entry) => [entry.id, entry.label])), [series]);
  const references = useMemo(
    () => new Set(series.filter((entry) => entry.reference).map((entry) => entry.id)),
    [series],
  );

  // nivo draws one style for every line: this layer dashes the references and marks each value
  // with a dot, so that a month standing alone (no neighbour to join) still shows.
  const linesLayer = useMemo(
    () =>
      function Lines({ series: computed, lineGenerator }: LineCustomSvgLayerProps<Series>) {
        return (
          <g>
            {computed.map((entry) => {
              const points = entry.data
                .map((datum) => datum.position)
                .filter((position) => position.x !== null && position.y !== null);
              const reference = references.has(entry.id);
              return (
                <g key={entry.id}>
                  <path
                    d={lineGenerator(entry.data.map((datum) => datum.position)) ?? undefined}
                    stroke={entry.color}
                    className={reference ? `${styles.line} ${styles.reference}` : styles.line}
                  />
                  {!reference &&
                    points.map((point) => (
                      <circle key={`${point.x}`} cx={point.x} cy={point.y} r={3} fill={entry.color} />
                    ))}
                </g>
              );
            })}
          </g>
        );
      },
    [references, styles.line, styles.reference],
  );

  return (
    <ChartFrame series={series} description={description} legendLabel={legendLabel} width={width}>
      {({ width: drawWidth, theme, seriesColors, descriptionId }) => {
        const layout = chartLayout(drawWidth, categories.length, longest, categories.at(-1)?.length);
        // Two months of days on a phone: every n-th day labelled, as the bar chart does.
        const categoryTicks = thinnedCategories(
          categories,
          drawWidth - layout.margin.left - layout.margin.right,
        );
        const colorOf = new Map(series.map((entry, index) => [entry.id, seriesColors[index] ?? '']));
        const layers: LineSvgLayer<Series>[] = ['grid', 'axes', linesLayer, 'slices', 'crosshair'];
        return (
          <Line<Series>
            data={data}
            width={drawWidth}
            height={height}
            margin={layout.margin}
            theme={theme}
            colors={(entry) => colorOf.get(entry.id) ?? ''}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: ticks.at(-1) ?? 'auto' }}
            gridYValues={ticks}
            enableGridX={false}
            axisLeft={{ tickValues: ticks, format: (value: number) => formatAxisValue(value), tickSize: 0 }}
            axisBottom={{ tickRotation: layout.tickRotation, tickSize: 4, tickValues: categoryTicks }}
            layers={layers}
            enableSlices="x"
            sliceTooltip={({ slice }) => (
              <ChartTooltip
                title={String(slice.points[0]?.data.x ?? '')}
                rows={[...slice.points].reverse().map((point) => ({
                  id: point.seriesId,
                  label: labels.get(point.seriesId) ?? point.seriesId,
                  value: point.data.y === null ? '' : formatValue(point.data.y),
                }))}
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
