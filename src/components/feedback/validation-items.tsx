import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatFeedbackText, type FeedbackText } from './feedback-text';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export interface ValidationItemsProps {
  /** Messages, or texts the server already wrote in the user's language. */
  items: readonly (FeedbackText | string)[];
}

/** The list of the validation error dialog (SPEC §2). */
export const ValidationItems = ({ items }: ValidationItemsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // Items can repeat (the same message for two fields) and never move while shown.
        <li key={index}>{typeof item === 'string' ? item : formatFeedbackText(intl, item)}</li>
      ))}
    </ul>
  );
};
