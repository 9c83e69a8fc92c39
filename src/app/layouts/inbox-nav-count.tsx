import { CounterBadge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetConversationsUnread } from '@/api/generated/communication/communication';
import { INBOX_POLL_MS } from '@/config/polling';
import { unreadRepliesMessage } from './layout-messages';

/**
 * The replies waiting to be read, beside the inbox's link. The count is all the drawer keeps of
 * the answer (`select`): a poll that finds the same count renders nothing.
 */
export const InboxNavCount = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const { data: unread } = useGetConversationsUnread(practiceId, {
    query: {
      refetchInterval: INBOX_POLL_MS,
      select: (answer) => answer.unread,
      meta: { globalSpinner: false },
    },
  });
  if (!unread) return null;
  return (
    <CounterBadge
      count={unread}
      overflowCount={99}
      size="small"
      aria-label={intl.formatMessage(unreadRepliesMessage, { count: unread })}
    />
  );
};
