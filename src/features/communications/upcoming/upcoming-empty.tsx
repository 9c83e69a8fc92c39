import { useIntl } from 'react-intl';
import { EmptyList } from '@/components/data-table/empty-list';
import { filterMessages as messages } from './filter-messages';
import { hasFilters, type UpcomingFilters } from './upcoming-query';

/** An empty page: nothing in these days at all, or nothing that matches, with the way out. */
export const UpcomingEmpty = ({ filters, onClear }: { filters: UpcomingFilters; onClear: () => void }) => {
  const intl = useIntl();
  const filtered = hasFilters(filters);
  return (
    <EmptyList
      message={intl.formatMessage(filtered ? messages.noMatch : messages.noneInRange)}
      clear={filtered ? { label: intl.formatMessage(messages.clear), onClear } : undefined}
    />
  );
};
