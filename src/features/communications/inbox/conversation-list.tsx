import { Input, Field, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConversationFilter } from '@/api/generated/communication/model';
import { DataTablePager } from '@/components/data-table/data-table-pager';
import { LoadError } from '@/components/feedback/load-error';
import { enumValues } from '@/utils/enum-values';
import { ConversationListItem } from './conversation-list-item';
import {
  filterLabels,
  inboxMessages as messages,
  filterCountMessage,
  emptySearchMessage,
} from './inbox-messages';
import { INBOX_PAGE_SIZES, useConversations, type InboxView } from './inbox-query';

const FILTERS = enumValues(ConversationFilter);
/** Typing waits this long before the server is asked: one search per pause, not per key. */
const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { flexWrap: 'wrap' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

interface ConversationListProps {
  practiceId: string;
  timeZone: string;
  view: InboxView;
  openId: string | undefined;
  hrefOf: (conversationId: string) => string;
  onViewChange: (patch: Partial<InboxView>) => void;
}

/** The inbox's conversations: tabs by state with their counts, the search, a page of the list. */
export const ConversationList = ({
  practiceId,
  timeZone,
  view,
  openId,
  hrefOf,
  onViewChange,
}: ConversationListProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const query = useConversations(practiceId, view);
  const [typed, setTyped] = useState(view.search ?? '');
  // Back and forward change the URL's search: the box follows it (set while rendering, as React
  // advises for state derived from a prop, rather than in an effect that renders twice).
  const [shown, setShown] = useState(view.search);
  if (shown !== view.search) {
    setShown(view.search);
    setTyped(view.search ?? '');
  }
  useEffect(() => {
    const search = typed.trim() || undefined;
    if (search === view.search) return;
    const timer = setTimeout(() => onViewChange({ search, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, view.search, onViewChange]);

  const page = query.data;
  return (
    <section className={styles.pane} aria-label={intl.formatMessage(messages.list)}>
      <TabList
        className={styles.tabs}
        aria-label={intl.formatMessage(messages.filters)}
        selectedValue={view.state}
        onTabSelect={(_, data) => {
          const state = FILTERS.find((filter) => filter === data.value);
          if (state) onViewChange({ state, page: 1 });
        }}
      >
        {FILTERS.map((filter) => (
          <Tab key={filter} value={filter}>
            {page
              ? intl.formatMessage(filterCountMessage, {
                  label: intl.formatMessage(filterLabels[filter]),
                  count: page.counts[filter],
                })
              : intl.formatMessage(filterLabels[filter])}
          </Tab>
        ))}
      </TabList>
      <Field label={intl.formatMessage(messages.search)}>
        <Input
          type="search"
          contentBefore={<SearchRegular />}
          value={typed}
          maxLength={100}
          onChange={(_, data) => setTyped(data.value)}
        />
      </Field>
      {query.isError && !page ? (
        <LoadError message={messages.listError} onRetry={query.refetch} retrying={query.isFetching} />
      ) : page && page.items.length === 0 ? (
        <Text className={styles.empty} role="status">
          {view.search
            ? intl.formatMessage(emptySearchMessage, { search: view.search })
            : intl.formatMessage(messages.empty)}
        </Text>
      ) : (
        <ul className={styles.list} aria-busy={query.isFetching && !page}>
          {page?.items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationListItem
                conversation={conversation}
                href={hrefOf(conversation.id)}
                open={conversation.id === openId}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      )}
      {page && page.meta.totalPages > 1 && (
        <DataTablePager
          page={page.meta.page}
          totalPages={page.meta.totalPages}
          pageSize={view.pageSize}
          pageSizes={INBOX_PAGE_SIZES}
          onPageChange={(next) => onViewChange({ page: next })}
          onPageSizeChange={(pageSize) => {
            const size = INBOX_PAGE_SIZES.find((candidate) => candidate === pageSize);
            if (size) onViewChange({ pageSize: size, page: 1 });
          }}
        />
      )}
    </section>
  );
};
