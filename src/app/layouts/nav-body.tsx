import { makeStyles, tokens, useArrowNavigationGroup } from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';

const useStyles = makeStyles({
  // NavDrawerBody's look (Fluent's DrawerBody and NavDrawerBody styles, merged).
  body: {
    flex: 1,
    alignSelf: 'stretch',
    position: 'relative',
    zIndex: 1,
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: `0 ${tokens.spacingHorizontalXS} 0 ${tokens.spacingHorizontalMNudge}`,
    ':first-child': { paddingTop: `calc(${tokens.spacingHorizontalXXL} + 1px)` },
    ':last-child': { paddingBottom: `calc(${tokens.spacingHorizontalXXL} + 1px)` },
  },
});

/**
 * The navigation drawer's scrolling body: Fluent's NavDrawerBody without its scroll-state probe.
 * NavDrawerBody reads its scrollTop and scrollHeight in a layout effect whenever its children
 * change, which they do on every render of the menu (each navigation, each change of the
 * address's filters or page, a language switch): the browser had to lay out the whole page,
 * table included, in the middle of React's commit, then again to paint (184 ms of a language
 * switch at a front desk's speed). What it fed, a divider under the drawer's header once the
 * body scrolls, is not used here. Arrow keys move between the links as in NavDrawerBody.
 */
export const NavBody = ({ children, ...rest }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) => {
  const styles = useStyles();
  const arrows = useArrowNavigationGroup({ axis: 'vertical', circular: true, tabbable: true });
  return (
    <div {...arrows} {...rest} className={styles.body}>
      {children}
    </div>
  );
};
