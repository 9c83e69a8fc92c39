import type { LineSeries, LineSvgProps } from '@nivo/line';
import type { ResolvedChartColors } from './use-chart-frame';

export type ChartTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

/** Axes, grid and tooltips in Fluent's neutral colours and type, for every chart. */
export const chartTheme = ({ frame }: ResolvedChartColors): ChartTheme => {
  const text = { fontFamily: frame.fontFamily, fontSize: frame.fontSize, fill: frame.text };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: frame.axis, strokeWidth: 1 } },
      ticks: { line: { stroke: frame.axis, strokeWidth: 1 }, text },
      legend: { text: { ...text, fill: frame.strongText } },
    },
    grid: { line: { stroke: frame.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: frame.text, strokeWidth: 1, strokeOpacity: 0.75, strokeDasharray: '6 6' } },
    tooltip: {
      container: {
        background: frame.background,
        color: frame.strongText,
        fontFamily: frame.fontFamily,
        fontSize: frame.fontSize,
        borderRadius: frame.radius,
        boxShadow: frame.shadow,
      },
    },
  };
};

export interface ChartLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  /** Turned category labels, when they would not fit side by side. */
  tickRotation: number;
}

/**
 * Room for the axes: turned month names on a phone, flat ones on a wider screen. A line chart's
 * last category sits on the plot's right edge: its flat label, centred there, needs half its
 * width to the right (`lastCategoryLabel`, in characters) or it is cut (« 30 nov. » read « 30 nov »).
 */
export const chartLayout = (
  width: number,
  categoryCount: number,
  longestAxisLabel: number,
  lastCategoryLabel = 0,
): ChartLayout => {
  const left = Math.min(96, Math.max(40, Math.round(longestAxisLabel * 7 + 16)));
  const crowded = categoryCount > 0 && (width - left - 16) / categoryCount < 44;
  const right = crowded ? 16 : Math.max(16, Math.round(lastCategoryLabel * 3.5 + 6));
  return {
    margin: { top: 16, right, bottom: crowded ? 56 : 36, left },
    tickRotation: crowded ? -45 : 0,
  };
};

/** Narrowest room a turned category label needs, in pixels. */
const MIN_TICK_SPACING = 20;

/** Every category while their labels fit; else every n-th, so that a year of days stays legible. */
export const thinnedCategories = (categories: readonly string[], room: number): string[] => {
  const fitting = Math.max(1, Math.floor(room / MIN_TICK_SPACING));
  const step = Math.ceil(categories.length / fitting);
  return step <= 1 ? [...categories] : categories.filter((_, index) => index % step === 0);
};

/** About five round values on the vertical axis, from zero to the largest value. */
export const valueTicks = (max: number): number[] => {
  if (!(max > 0)) return [0];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  for (let value = 0; value <= max + step * 0.001; value += step) ticks.push(Number(value.toPrecision(12)));
  if ((ticks.at(-1) ?? 0) < max) ticks.push(Number(((ticks.at(-1) ?? 0) + step).toPrecision(12)));
  return ticks;
};
