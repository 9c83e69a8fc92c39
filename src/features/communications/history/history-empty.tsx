import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import {
  containingMessage,
  equalMessage,
  filterMessages as messages,
  fromDateMessage,
  noMatchMessage,
  outcomeFilterLabels,
  toDateMessage,
} from './history-filter-messages';
import { channelLabels, kindLabels, languageLabels } from '@/i18n/communication-labels';
import { statusLabels } from '@/utils/history-csv-messages';
import { hasFilters, type HistoryFilters } from './history-query';
import { formatWrittenDate } from '@/i18n/format';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
});

/** Each filter in words ("Channel: SMS", "Last name containing “trem”", "sent from March 1, 2026"). */
export const describeFilters = (intl: IntlShape, filters: HistoryFilters): string[] => {
  const parts: string[] = [];
  const equal = (property: string, value: string) =>
    parts.push(intl.formatMessage(equalMessage, { property, value }));
  const containing = (property: string, text: string) =>
    parts.push(intl.formatMessage(containingMessage, { property, text }));
  if (filters.kind) equal(intl.formatMessage(messages.kind), intl.formatMessage(kindLabels[filters.kind]));
  if (filters.channel)
    equal(intl.formatMessage(messages.channel), intl.formatMessage(channelLabels[filters.channel]));
  if (filters.language)
    equal(intl.formatMessage(messages.language), intl.formatMessage(languageLabels[filters.language]));
  if (filters.status)
    equal(intl.formatMessage(messages.status), intl.formatMessage(statusLabels[filters.status]));
  if (filters.outcome)
    equal(intl.formatMessage(messages.outcome), intl.formatMessage(outcomeFilterLabels[filters.outcome]));
  if (filters.fileNumber) containing(intl.formatMessage(messages.fileNumber), filters.fileNumber);
  if (filters.lastName) containing(intl.formatMessage(messages.lastName), filters.lastName);
  if (filters.firstName) containing(intl.formatMessage(messages.firstName), filters.firstName);
  const day = (date: string) => formatWrittenDate(intl, date, { format: 'longDay' });
  if (filters.from) parts.push(intl.formatMessage(fromDateMessage, { date: day(filters.from) }));
  if (filters.to) parts.push(intl.formatMessage(toDateMessage, { date: day(filters.to) }));
  return parts;
};

/** An empty page that says which filters found nothing, with the way out. */
export const HistoryEmpty = ({ filters, onClear }: { filters: HistoryFilters; onClear: () => void }) => {
  const intl = useIntl();
  const styles = useStyles();
  if (!hasFilters(filters)) {
    return (
      <div className={styles.empty} role="status">
        <Text>{intl.formatMessage(messages.noHistory)}</Text>
      </div>
    );
  }
  const list = intl.formatList(describeFilters(intl, filters), { type: 'conjunction' });
  return (
    <div className={styles.empty} role="status">
      <Text>{intl.formatMessage(noMatchMessage, { filters: list })}</Text>
      <Button onClick={onClear}>{intl.formatMessage(messages.clear)}</Button>
    </div>
  );
};
