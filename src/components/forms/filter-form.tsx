import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // As many fields on a line as fit: one on a phone, several on a desktop.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    // Fields start at the top of their row: a field with a hint under it is taller, and
    // stretched cells would push the other fields' inputs below its own.
    alignItems: 'start',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface FilterFormProps {
  /** The submit handler of react-hook-form (handleSubmit(…)): it validates, then applies. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClear: () => void;
  /** The form's accessible name, and the texts of its two buttons (an area's messages may be given whole). */
  labels: { legend: MessageDescriptor; apply: MessageDescriptor; clear: MessageDescriptor };
  /** The fields, laid out in the grid. */
  children: ReactNode;
}

/**
 * The frame of a list's filters applied together with Apply, so that typing or each arrow key in a
 * list does not reload the list: the fields in a grid, then Apply and Clear. The browser's own
 * validation is off: the fields show the form's messages.
 */
export const FilterForm = ({ onSubmit, onClear, labels, children }: FilterFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage(labels.legend)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.grid}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary">
          {intl.formatMessage(labels.apply)}
        </Button>
        <Button onClick={onClear}>{intl.formatMessage(labels.clear)}</Button>
      </div>
    </form>
  );
};
