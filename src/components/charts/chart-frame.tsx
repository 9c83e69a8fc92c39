import { makeStyles, tokens } from '@fluentui/react-components';
import { useId, useMemo, type ReactNode } from 'react';
import { useVisuallyHiddenStyles } from '@/components/layout/visually-hidden';
import { ChartLegend } from './chart-legend';
import { colorSlots } from './chart-palette';
import { chartTheme, type ChartTheme } from './chart-theme';
import type { ChartSeries } from './chart-types';
import { useChartFrame, type ResolvedChartColors } from './use-chart-frame';

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, minWidth: 0 },
  canvas: { width: '100%', minWidth: 0, overflow: 'hidden' },
});

export interface DrawProps {
  width: number;
  theme: ChartTheme;
  /** The resolved colour of each series, in the order given. */
  seriesColors: string[];
  descriptionId: string;
}

interface ChartFrameProps {
  series: readonly ChartSeries[];
  description: string;
  legendLabel: string;
  width?: number | undefined;
  /** Draws the chart once the width is known and the colours are read. */
  children: (props: DrawProps) => ReactNode;
}

/** What the line and bar charts share: the measured frame, the description and the legend. */
export const ChartFrame = ({
  series,
  description,
  legendLabel,
  width: fixedWidth,
  children,
}: ChartFrameProps) => {
  const styles = useStyles();
  // Read by screen readers through aria-describedby; the screen shows the numbers as a table.
  const hidden = useVisuallyHiddenStyles().hidden;
  const descriptionId = useId();
  const { ref, width, colors } = useChartFrame(fixedWidth);
  const slots = useMemo(() => colorSlots(series), [series]);
  const draw = useMemo(() => (colors ? drawProps(colors, slots) : undefined), [colors, slots]);
  return (
    <div className={styles.figure}>
      <div ref={ref} className={styles.canvas}>
        {draw && width > 0 && children({ width, descriptionId, ...draw })}
      </div>
      <p id={descriptionId} className={hidden}>
        {description}
      </p>
      <ChartLegend
        label={legendLabel}
        entries={series.map((entry, index) => ({
          id: entry.id,
          label: entry.label,
          slot: slots[index] ?? 0,
        }))}
      />
    </div>
  );
};

const drawProps = (colors: ResolvedChartColors, slots: readonly (number | 'reference')[]) => ({
  theme: chartTheme(colors),
  seriesColors: slots.map((slot) =>
    slot === 'reference' ? colors.reference : (colors.series[slot] ?? colors.reference),
  ),
});
