import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * A table cell's value and, under it, what qualifies it in a quieter tone (a patient's name and
 * file number, a reason and since when): one look for every list that names patients.
 */
export const StackedCell = ({ value, detail }: { value: string; detail?: string | undefined }) => {
  const styles = useStyles();
  return (
    <span className={styles.stack}>
      <span>{value}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </span>
  );
};
