import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    // The whole width of a section that lays out fields in columns.
    gridColumn: '1 / -1',
  },
  item: { minWidth: 0 },
  term: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  // Long values (an installation URL, an email) break rather than widen a phone's page.
  value: { margin: 0, overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase300 },
});

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Facts shown as text (a description list): read-only details need no disabled inputs. */
export const FactList = ({ facts }: { facts: readonly Fact[] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.item}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
