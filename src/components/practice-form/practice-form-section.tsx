import { makeStyles, mergeClasses, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

/**
 * Where the practice's fields stand: `page`, a screen of their own (headings under the page's
 * h1, two columns from 768 px); `panel`, a detail that may sit beside a list (headings under the
 * detail's h2, as many columns as the panel holds).
 */
export type PracticeFormLayout = 'page' | 'panel';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    // A field with a hint must not stretch its neighbour's input.
    alignItems: 'start',
    '& > *': { minWidth: 0 },
    gap: tokens.spacingVerticalM,
  },
  page: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  panel: {
    // The panel's width, not the window's, decides: one column on a phone or beside the list.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    columnGap: tokens.spacingHorizontalL,
  },
  heading: { gridColumn: '1 / -1' },
  pageHeading: { marginBlockStart: tokens.spacingVerticalS },
  panelHeading: { margin: 0 },
});

interface PracticeFormSectionProps {
  title: string;
  layout: PracticeFormLayout;
  children: ReactNode;
}

/** A titled group of the practice's fields (or of facts shown in their place). */
export const PracticeFormSection = ({ title, layout, children }: PracticeFormSectionProps) => {
  const styles = useStyles();
  const id = useId();
  const Heading = layout === 'page' ? Subtitle1 : Subtitle2;
  return (
    <section className={mergeClasses(styles.section, styles[layout])} aria-labelledby={id}>
      <Heading
        as={layout === 'page' ? 'h2' : 'h3'}
        id={id}
        className={mergeClasses(styles.heading, layout === 'page' ? styles.pageHeading : styles.panelHeading)}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
};
