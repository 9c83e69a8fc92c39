import { useLayoutEffect, useRef, useState } from 'react';
import { FRAME_COLOR_TOKENS, REFERENCE_COLOR_TOKEN, SERIES_COLOR_TOKENS } from './chart-palette';

type FrameColors = { [Key in keyof typeof FRAME_COLOR_TOKENS]: string };

export interface ResolvedChartColors {
  series: string[];
  reference: string;
  frame: FrameColors;
}

/**
 * A Fluent token is `var(--name)`. SVG presentation attributes (the charts' fills and strokes) do
 * not reliably take var(), so the chart reads each token's value where it is drawn: inside the
 * FluentProvider, which defines them. Where nothing defines it (a test without layout), the
 * token itself is kept, which a browser would still resolve in a style.
 */
const resolveToken = (style: CSSStyleDeclaration, token: string): string => {
  const name = /^var\((--[\w-]+)/.exec(token)?.[1];
  const value = name ? style.getPropertyValue(name).trim() : '';
  return value || token;
};

const resolveColors = (element: Element): ResolvedChartColors => {
  const style = window.getComputedStyle(element);
  const frame = Object.fromEntries(
    Object.entries(FRAME_COLOR_TOKENS).map(([key, token]) => [key, resolveToken(style, token)]),
  ) as FrameColors;
  return {
    series: SERIES_COLOR_TOKENS.map((token) => resolveToken(style, token)),
    reference: resolveToken(style, REFERENCE_COLOR_TOKEN),
    frame,
  };
};

/**
 * The element a chart is drawn in, its width (followed with a ResizeObserver, so the chart
 * redraws at 375 px as at 1440 px) and the Fluent colours resolved there.
 */
export const useChartFrame = (fixedWidth?: number) => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fixedWidth ?? 0);
  const [colors, setColors] = useState<ResolvedChartColors>();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setColors(resolveColors(element));
    if (fixedWidth !== undefined) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured !== undefined) setWidth(Math.floor(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixedWidth]);

  return { ref, width: fixedWidth ?? width, colors };
};
