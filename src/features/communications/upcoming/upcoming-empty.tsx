import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { filterMessages as messages } from './filter-messages';
import { hasFilters, type UpcomingFilters } from './upcoming-query';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
});

/** An empty page: nothing in these days at all, or nothing that matches, with the way out. */
export const UpcomingEmpty = ({ filters, onClear }: { filters: UpcomingFilters; onClear: () => void }) => {
  const intl = useIntl();
  const styles = useStyles();
  const filtered = hasFilters(filters);
  return (
    <div className={styles.empty} role="status">
      <Text>{intl.formatMessage(filtered ? messages.noMatch : messages.noneInRange)}</Text>
      {filtered && <Button onClick={onClear}>{intl.formatMessage(messages.clear)}</Button>}
    </div>
  );
};
