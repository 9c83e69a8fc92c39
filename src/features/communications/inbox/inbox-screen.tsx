import { makeStyles, mergeClasses, Text, Title1, tokens } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useUrlState } from '@/components/data-table/use-url-state';
import { PageContainer } from '@/components/layout/page-container';
import { hrefs } from '@/config/paths';
import { onDemand } from '@/utils/on-demand-component';
import { ConversationList } from './conversation-list';
import { inboxMessages as messages } from './inbox-messages';
import { inboxShape, type InboxView } from './inbox-query';

// The thread and its reply form load with the first conversation opened: the list comes without
// them.
const ConversationThread = onDemand(() =>
  import('./conversation-thread').then((module) => module.ConversationThread),
);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  intro: { maxWidth: '60rem' },
  panes: {
    display: 'grid',
    gridTemplateColumns: 'minmax(18rem, 26rem) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    // A phone shows the list or the conversation, not both squeezed side by side.
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  narrowHidden: { '@media (max-width: 1023px)': { display: 'none' } },
  choose: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
});

export interface InboxPractice {
  id: string;
  name: string;
  phone?: string | undefined;
  timezone: string;
}

/** The patients' replies: the conversations on one side, the open one on the other. */
export const InboxScreen = ({
  practice,
  conversationId,
}: {
  practice: InboxPractice;
  conversationId?: string;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const search = useSearch();
  const [view, setUrl] = useUrlState(inboxShape);
  const query = search ? `?${search}` : '';
  const hrefOf = useCallback((id: string) => `${hrefs.communicationsInbox(id)}${query}`, [query]);
  const onViewChange = useCallback((patch: Partial<InboxView>) => setUrl(patch), [setUrl]);
  const listHref = `${hrefs.communicationsInbox()}${query}`;
  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <Text className={styles.intro}>{intl.formatMessage(messages.intro)}</Text>
      <div className={styles.panes}>
        <div className={mergeClasses(conversationId !== undefined && styles.narrowHidden)}>
          <ConversationList
            practiceId={practice.id}
            timeZone={practice.timezone}
            view={view}
            openId={conversationId}
            hrefOf={hrefOf}
            onViewChange={onViewChange}
          />
        </div>
        {conversationId === undefined ? (
          <Text className={mergeClasses(styles.choose, styles.narrowHidden)}>
            {intl.formatMessage(messages.choose)}
          </Text>
        ) : (
          <ConversationThread
            key={conversationId}
            practice={practice}
            conversationId={conversationId}
            listHref={listHref}
          />
        )}
      </div>
    </PageContainer>
  );
};
