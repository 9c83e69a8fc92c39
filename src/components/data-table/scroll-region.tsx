import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // The table scrolls inside its own region, so a phone's page never scrolls sideways.
  region: {
    overflowX: 'auto',
    maxWidth: '100%',
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
});

/**
 * Columns as wide as their content: Fluent's fixed layout would squeeze them at 375 px. The table
 * takes the region's width, not its content's (max-content): a column that may wrap (a name)
 * wraps to fit, and only what cannot wrap makes the region scroll.
 */
export const useContentWidthTableStyles = makeStyles({
  table: { tableLayout: 'auto', width: '100%' },
});

interface ScrollRegionProps {
  /** Names the region (and usually the table it holds). */
  label: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The scrolling frame of every wide table: a labelled region that takes the focus, so the
 * keyboard can scroll it (axe scrollable-region-focusable), with a visible focus ring.
 */
export const ScrollRegion = ({ label, busy, className, children }: ScrollRegionProps) => {
  const styles = useStyles();
  return (
    <div
      role="region"
      aria-label={label}
      {...(busy === undefined ? {} : { 'aria-busy': busy })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      className={mergeClasses(styles.region, className)}
    >
      {children}
    </div>
  );
};
