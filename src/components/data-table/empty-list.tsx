import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
});

interface EmptyListProps {
  /** Why there is nothing: none at all, or none that the filters find. */
  message: string;
  /** The way out when filters found nothing: the button's label and what it does. */
  clear?: { label: string; onClear: () => void } | undefined;
}

/** A list's empty page, announced as a status, with the way back to every row when filtered. */
export const EmptyList = ({ message, clear }: EmptyListProps) => {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <Text>{message}</Text>
      {clear && <Button onClick={clear.onClear}>{clear.label}</Button>}
    </div>
  );
};
