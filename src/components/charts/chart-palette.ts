import { tokens } from '@fluentui/react-components';

/**
 * Series colours, from Fluent's shared palette: each keeps at least 3:1 against the page
 * background (WCAG 1.4.11) and they stay apart for the common colour-vision deficiencies as far
 * as six colours can. The first goes to the series the screen puts first.
 */
export const SERIES_COLOR_TOKENS = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteGrapeBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteNavyBorderActive,
] as const;

/** A reference (a goal) is neutral and dashed, so that it never reads as one more series. */
export const REFERENCE_COLOR_TOKEN = tokens.colorNeutralForeground1;

/** The neutral colours the axes, the grid and the tooltips take. */
export const FRAME_COLOR_TOKENS = {
  text: tokens.colorNeutralForeground2,
  strongText: tokens.colorNeutralForeground1,
  axis: tokens.colorNeutralStroke1,
  grid: tokens.colorNeutralStroke2,
  background: tokens.colorNeutralBackground1,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase200,
  radius: tokens.borderRadiusMedium,
  shadow: tokens.shadow8,
} as const;

/** The palette slot of each series: references apart, the others in order. */
export const colorSlots = (series: readonly { reference?: boolean }[]): (number | 'reference')[] => {
  let next = 0;
  return series.map((entry) => {
    if (entry.reference) return 'reference';
    const slot = next % SERIES_COLOR_TOKENS.length;
    next += 1;
    return slot;
  });
};
