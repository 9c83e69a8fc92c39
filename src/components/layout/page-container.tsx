import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { createContext, useContext, type ReactNode } from 'react';

/** Set by a layout that already renders the page's <main>: a page nested in it must not add another. */
export const MainLandmarkContext = createContext(false);

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXL,
    '@media (max-width: 767px)': {
      paddingBlock: tokens.spacingVerticalL,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
});

/**
 * The frame of a screen: its spacing, and the page's one <main> landmark unless the layout
 * around it has it already (screen readers jump to it; two would confuse them).
 */
export const PageContainer = ({ children, className }: { children: ReactNode; className?: string }) => {
  const styles = useStyles();
  const insideMain = useContext(MainLandmarkContext);
  const Element = insideMain ? 'div' : 'main';
  return <Element className={mergeClasses(styles.page, className)}>{children}</Element>;
};
