import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { updateConversation, useGetConversation } from '@/api/generated/communication/communication';
import { LoadError } from '@/components/feedback/load-error';
import { formatPhone } from '@/utils/phone';
import { ConversationHeader } from './conversation-header';
import { conversationMessages as messages, earlierMessage } from './conversation-messages';
import { inboxMessages } from './inbox-messages';
import { INBOX_POLL_MS, useRefreshInbox } from './inbox-query';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

const useStyles = makeStyles({
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  messages: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  earlier: { color: tokens.colorNeutralForeground3 },
});

interface ConversationThreadProps {
  practice: { id: string; name: string; phone?: string | undefined; timezone: string };
  conversationId: string;
  listHref: string;
}

/**
 * One conversation, oldest message first, and the reply box. Opening it marks its replies read
 * (the server does not on a plain read, so a prefetch or a preview never does).
 */
export const ConversationThread = ({ practice, conversationId, listHref }: ConversationThreadProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const refresh = useRefreshInbox(practice.id);
  const thread = useGetConversation(practice.id, conversationId, {
    query: { refetchInterval: INBOX_POLL_MS },
  });
  const markRead = useMutation({
    mutationFn: () => updateConversation(practice.id, conversationId, { read: true }),
    meta: { globalSpinner: false },
    onSuccess: () => refresh(conversationId),
  });
  const unread = thread.data?.conversation.unreadCount ?? 0;
  const marking = useRef(false);
  useEffect(() => {
    if (unread === 0 || marking.current) return;
    marking.current = true;
    markRead.mutate(undefined, { onSettled: () => (marking.current = false) });
  }, [unread, markRead]);

  if (thread.isError && !thread.data) {
    return <LoadError message={messages.threadError} onRetry={thread.refetch} retrying={thread.isFetching} />;
  }
  if (!thread.data) return null;
  const { conversation, channels, earlierMessages } = thread.data;
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const name = conversation.patient
    ? `${conversation.patient.firstName} ${conversation.patient.lastName}`
    : `${intl.formatMessage(inboxMessages.unknownSender)} · ${formatPhone(conversation.from, locale)}`;
  return (
    <section className={styles.thread} aria-label={name}>
      <ConversationHeader
        practiceId={practice.id}
        conversation={conversation}
        name={name}
        listHref={listHref}
      />
      {earlierMessages > 0 && (
        <Text size={200} className={styles.earlier}>
          {intl.formatMessage(earlierMessage, { count: earlierMessages })}
        </Text>
      )}
      <ol className={styles.messages} aria-label={intl.formatMessage(messages.messages)}>
        {thread.data.messages.map((message) => (
          <ThreadMessage key={message.id} message={message} patientName={name} timeZone={practice.timezone} />
        ))}
      </ol>
      <ReplyForm key={conversation.id} practice={practice} conversation={conversation} channels={channels} />
    </section>
  );
};
