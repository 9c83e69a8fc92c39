import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    paddingBlockStart: tokens.spacingVerticalM,
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
});

/**
 * A part of an item's details (a user, a clinic group), named by its heading: a region screen
 * readers can jump to.
 */
export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Subtitle2 as="h3" id={headingId}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
};
