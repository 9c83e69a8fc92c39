import { makeStyles, Option, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useGetPractices } from '@/api/generated/practices/practices';
import { containsSearch } from '@/utils/search-text';
import { StateOption } from './picker-field';
import { morePracticesMessage, pickerMessages as messages } from './picker-messages';

/** A page of the picker: enough to choose from, small enough to come quickly. */
export const PRACTICE_PAGE_SIZE = 20;

/** The value of the option that loads the next page. */
export const MORE_PRACTICES = '__more__';

const useStyles = makeStyles({
  city: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalS },
});

interface PracticeOptionsProps {
  search: string;
  /** What is typed now, which the search follows once typing pauses. */
  typed: string;
  page: number;
  /** The last page shown: it offers the next one when there is more. */
  last: boolean;
  /** Practices already chosen elsewhere, not offered again. */
  exclude: readonly string[];
}

/**
 * One page of the server's search as options (getPractices: sorted by name, matched without
 * regard to case or accents). Pages come from the cache when the list opens again.
 */
export const PracticeOptions = ({ search, typed, page, last, exclude }: PracticeOptionsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { data, isPending, isError, isPlaceholderData } = useGetPractices(
    { page, pageSize: PRACTICE_PAGE_SIZE, sort: 'name:asc', ...(search ? { search } : {}) },
    {
      query: {
        // While the next search loads, the last one's options stay, and an option both searches
        // find stays the same element: a click on it as the list refreshes still chooses it
        // (the list used to flash "Loading…" and drop the click, on a slow PC or a slow link).
        placeholderData: keepPreviousData,
        // The list says the failure in place (an option); the page goes on.
        meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'contract'] },
      },
    },
  );
  // Until the answer of what is typed arrives, the last answer narrowed by the same rule as the
  // server's: the options above the one being clicked never vanish under the pointer (a click
  // as the list shrank from every practice to the matches landed beside it, or on nothing).
  const narrowing = !isPending && !isError && (isPlaceholderData || typed.trim() !== search);
  const items =
    data && narrowing
      ? data.items.filter(
          (practice) => containsSearch(practice.name, typed) || containsSearch(practice.city, typed),
        )
      : data?.items;
  if (narrowing && items?.length === 0) {
    // Nothing of the last answer matches yet: the next answer is on its way.
    return page === 1 ? (
      <StateOption value={`__state-${page}__`}>{intl.formatMessage(messages.practicesLoading)}</StateOption>
    ) : null;
  }
  if (isPending || isError || !data || !items) {
    return (
      <StateOption value={`__state-${page}__`}>
        {intl.formatMessage(isError ? messages.practicesError : messages.practicesLoading)}
      </StateOption>
    );
  }
  const shown = Math.min(page * PRACTICE_PAGE_SIZE, data.meta.totalItems);
  const more = intl.formatMessage(morePracticesMessage, { shown, total: data.meta.totalItems });
  return (
    <>
      {items
        .filter((practice) => !exclude.includes(practice.id))
        .map((practice) => {
          const name = practice.name || intl.formatMessage(messages.unnamed);
          return (
            <Option key={practice.id} value={practice.id} text={name}>
              {name}
              {practice.city && <span className={styles.city}>{practice.city}</span>}
            </Option>
          );
        })}
      {page === 1 && data.items.length === 0 && !narrowing && (
        <StateOption value="__none__">{intl.formatMessage(messages.practicesNone)}</StateOption>
      )}
      {last && page < data.meta.totalPages && !narrowing && (
        <Option value={MORE_PRACTICES} text={more}>
          {more}
        </Option>
      )}
    </>
  );
};
