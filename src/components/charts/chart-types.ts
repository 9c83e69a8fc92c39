/** One line or one set of bars: a value per category (a month, say), null where there is none. */
export interface ChartSeries {
  /** Stable and unique within the chart. */
  id: string;
  /** What the legend and the tooltips call it (already translated). */
  label: string;
  /** One value per category, in the order of the chart's categories. */
  values: readonly (number | null)[];
  /** A target to compare with (a goal): drawn dashed, over the bars, in the neutral colour. */
  reference?: boolean;
}

/** What every chart takes, whatever its kind. */
export interface ChartProps {
  /** Labels of the horizontal axis, in order (translated: "Jan", "janv."). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The chart's accessible name, read as the image's label. */
  title: string;
  /**
   * What the chart shows, in a sentence or two (its accessible description); the screen should
   * also offer the values as a table.
   */
  description: string;
  /** A value as tooltips show it ($181,445.70 · 181 445,70 $). */
  formatValue: (value: number) => string;
  /** A value as the vertical axis shows it, shorter ($180K · 180 k$); formatValue by default. */
  formatAxisValue?: (value: number) => string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  /** A fixed width in pixels instead of the container's (print, tests). */
  width?: number;
  /** Names the legend list for screen readers ("Legend" · "Légende"). */
  legendLabel: string;
}
