import { makeStyles, Option, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useGetPractices } from '@/api/generated/practices/practices';
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
export const PracticeOptions = ({ search, page, last, exclude }: PracticeOptionsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { data, isPending, isError } = useGetPractices(
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
  if (isPending || isError) {
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
      {data.items
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
      {page === 1 && data.items.length === 0 && (
        <StateOption value="__none__">{intl.formatMessage(messages.practicesNone)}</StateOption>
      )}
      {last && page < data.meta.totalPages && (
        <Option value={MORE_PRACTICES} text={more}>
          {more}
        </Option>
      )}
    </>
  );
};
