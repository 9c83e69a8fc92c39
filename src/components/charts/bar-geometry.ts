import type { ChartSeries } from './chart-types';

/** Space between a category's bars (grouped) or its stacked segments, in pixels. */
const INNER_PADDING = 1;
/** Share of a category's step left empty around its bars. */
const BAND_PADDING = 0.25;

/** One bar (grouped) or one segment of a stack, in the plot's coordinates. */
export interface BarRect {
  key: string;
  seriesId: string;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The category scale: a band per category, padded (d3's scaleBand with padding 0.25, unrounded). */
export const bandScale = (count: number, size: number) => {
  const step = size / Math.max(1, count + BAND_PADDING);
  return {
    start: (index: number) => step * BAND_PADDING + index * step,
    bandwidth: step * (1 - BAND_PADDING),
  };
};

export const barRects = (
  {
    categories,
    bars,
    groupMode,
  }: { categories: readonly string[]; bars: readonly ChartSeries[]; groupMode: 'grouped' | 'stacked' },
  band: ReturnType<typeof bandScale>,
  y: (value: number) => number,
): BarRect[] => {
  if (groupMode === 'stacked') {
    return categories.flatMap((_, index) => {
      let total = 0;
      return bars.flatMap((series) => {
        const value = series.values[index] ?? 0;
        const bottom = y(total);
        total += value;
        const top = y(total) + INNER_PADDING / 2;
        const height = bottom - top - INNER_PADDING;
        if (!(value > 0) || height <= 0) return [];
        const x = band.start(index);
        return [
          {
            key: `${series.id}.${index}`,
            seriesId: series.id,
            index,
            x,
            y: top,
            width: band.bandwidth,
            height,
          },
        ];
      });
    });
  }
  const width = (band.bandwidth - INNER_PADDING * (bars.length - 1)) / Math.max(1, bars.length);
  return bars.flatMap((series, order) =>
    categories.flatMap((_, index) => {
      const value = series.values[index];
      if (value === null || value === undefined || !(value > 0) || width <= 0) return [];
      const x = band.start(index) + order * (width + INNER_PADDING);
      return [
        {
          key: `${series.id}.${index}`,
          seriesId: series.id,
          index,
          x,
          y: y(value),
          width,
          height: y(0) - y(value),
        },
      ];
    }),
  );
};
