import { makeStyles } from '@fluentui/react-components';
import { useState, type MouseEvent, type ReactNode } from 'react';
import type { ChartTheme } from './chart-theme';
import { ChartTooltip, type TooltipRow } from './chart-tooltip';
import type { ChartSeries } from './chart-types';
import { bandScale, barRects, type BarRect as Rect } from './bar-geometry';

const useStyles = makeStyles({
  reference: { strokeWidth: '2px', strokeDasharray: '6 4', strokeLinecap: 'butt' },
  tooltip: { overflow: 'visible', pointerEvents: 'none' },
  tooltipBox: { display: 'flex' },
  towardsLeft: { justifyContent: 'flex-end' },
});

const TICK_PADDING = 5;
const BOTTOM_TICK_SIZE = 4;
/** Room the hover box may take beside the pointer (it is drawn in the chart's own SVG). */
const TOOLTIP_WIDTH = 260;
const TOOLTIP_HEIGHT = 160;

export interface BarPlotProps {
  categories: readonly string[];
  /** The series drawn as bars, then those drawn as dashed reference marks. */
  bars: readonly ChartSeries[];
  references: readonly ChartSeries[];
  groupMode: 'grouped' | 'stacked';
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  tickRotation: number;
  /** The category labels the bottom axis shows (every n-th when they would not fit). */
  categoryTicks: readonly string[];
  valueTicks: readonly number[];
  formatAxisValue: (value: number) => string;
  formatValue: (value: number) => string;
  theme: ChartTheme;
  colorOf: ReadonlyMap<string, string>;
  title: string;
  descriptionId: string;
}

/**
 * Bars drawn as plain SVG: nivo's bar chart mounted an animation controller for every bar and
 * tick even with animations off (half a second for a month of days at a front desk's speed) and
 * weighed 90 KB gzip on the communications home (docs/decisions/027). The geometry is nivo's:
 * same scales, axes, grid and hover box.
 */
export const BarPlot = (props: BarPlotProps) => {
  const { categories, references, width, height, margin, theme, colorOf, valueTicks } = props;
  const styles = useStyles();
  const [hovered, setHovered] = useState<{ rect: Rect; x: number; y: number }>();
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - margin.top - margin.bottom);
  const top = valueTicks.at(-1) ?? 0;
  const y = (value: number) => (top > 0 ? plotHeight - (value / top) * plotHeight : plotHeight);
  const band = bandScale(categories.length, plotWidth);
  const rects = barRects(props, band, y);
  const text = theme.axis?.ticks?.text ?? {};
  const textProps = { fill: text.fill, fontFamily: text.fontFamily, fontSize: text.fontSize };
  // The theme's line styles as SVG attributes (the CSP forbids style attributes).
  const strokeOf = (line: { stroke?: string; strokeWidth?: number | string } = {}) => ({
    stroke: line.stroke,
    strokeWidth: line.strokeWidth,
  });
  const axisLine = strokeOf(theme.axis?.domain?.line);
  const tickLine = strokeOf(theme.axis?.ticks?.line);
  const gridLine = strokeOf(theme.grid?.line);

  const tooltipRows = (rect: Rect): TooltipRow[] => {
    const series = props.bars.find((entry) => entry.id === rect.seriesId);
    const value = series?.values[rect.index];
    return [
      ...(series && value !== null && value !== undefined
        ? [{ id: series.id, label: series.label, value: props.formatValue(value) }]
        : []),
      ...references.flatMap((entry) => {
        const reference = entry.values[rect.index];
        return reference === null || reference === undefined
          ? []
          : [{ id: entry.id, label: entry.label, value: props.formatValue(reference) }];
      }),
    ];
  };

  const onPointer = (rect: Rect) => (event: MouseEvent<SVGRectElement>) => {
    const frame = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!frame) return;
    setHovered({ rect, x: event.clientX - frame.left, y: event.clientY - frame.top });
  };

  let tooltip: ReactNode = null;
  if (hovered) {
    const towardsLeft = hovered.x > width / 2;
    tooltip = (
      <foreignObject
        x={towardsLeft ? hovered.x - TOOLTIP_WIDTH - 12 : hovered.x + 12}
        y={Math.max(0, Math.min(hovered.y - 12, height - TOOLTIP_HEIGHT))}
        width={TOOLTIP_WIDTH}
        height={TOOLTIP_HEIGHT}
        className={styles.tooltip}
      >
        <div className={towardsLeft ? `${styles.tooltipBox} ${styles.towardsLeft}` : styles.tooltipBox}>
          <ChartTooltip title={categories[hovered.rect.index] ?? ''} rows={tooltipRows(hovered.rect)} />
        </div>
      </foreignObject>
    );
  }

  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={props.title}
      aria-describedby={props.descriptionId}
      xmlns="http://www.w3.org/2000/svg"
    >
      <g transform={`translate(${margin.left},${margin.top})`}>
        <g>
          {valueTicks.map((tick) => (
            <line key={tick} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} {...gridLine} />
          ))}
        </g>
        <g transform={`translate(0,${plotHeight})`}>
          {props.categoryTicks.map((category) => {
            const index = categories.indexOf(category);
            const x = band.start(index) + band.bandwidth / 2;
            const turned = props.tickRotation !== 0;
            return (
              <g key={category} transform={`translate(${x},0)`}>
                <line x1={0} x2={0} y1={0} y2={BOTTOM_TICK_SIZE} {...tickLine} />
                <text
                  {...textProps}
                  dominantBaseline={turned ? 'central' : 'text-before-edge'}
                  textAnchor={turned ? 'end' : 'middle'}
                  transform={`translate(0,${BOTTOM_TICK_SIZE + TICK_PADDING}) rotate(${props.tickRotation})`}
                >
                  {category}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={plotWidth} y1={0} y2={0} {...axisLine} />
        </g>
        <g>
          {valueTicks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <text
                {...textProps}
                dominantBaseline="central"
                textAnchor="end"
                transform={`translate(${-TICK_PADDING},0)`}
              >
                {props.formatAxisValue(tick)}
              </text>
            </g>
          ))}
          <line x1={0} x2={0} y1={0} y2={plotHeight} {...axisLine} />
        </g>
        <g>
          {rects.map((rect) => (
            <rect
              key={rect.key}
              x={rect.x}
              y={rect.y}
              width={rect.width}
              height={rect.height}
              fill={colorOf.get(rect.seriesId)}
              onMouseEnter={onPointer(rect)}
              onMouseMove={onPointer(rect)}
              onMouseLeave={() => setHovered(undefined)}
            />
          ))}
        </g>
        <g>
          {references.flatMap((entry) =>
            categories.map((category, index) => {
              const value = entry.values[index];
              if (value === null || value === undefined) return null;
              const x = band.start(index);
              return (
                <line
                  key={`${entry.id}-${category}`}
                  x1={x - 2}
                  x2={x + band.bandwidth + 2}
                  y1={y(value)}
                  y2={y(value)}
                  stroke={colorOf.get(entry.id)}
                  className={styles.reference}
                />
              );
            }),
          )}
        </g>
      </g>
      {tooltip}
    </svg>
  );
};
