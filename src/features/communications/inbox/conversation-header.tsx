import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { updateConversation } from '@/api/generated/communication/communication';
import type { ConversationSummary } from '@/api/generated/communication/model';
import { notify } from '@/components/feedback/snackbar-store';
import { languageLabels } from '@/i18n/communication-labels';
import { conversationMessages as messages } from './conversation-messages';
import { fileNumberMessage } from './inbox-messages';
import { useRefreshInbox } from './inbox-query';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflowWrap: 'anywhere' },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

interface ConversationHeaderProps {
  practiceId: string;
  conversation: ConversationSummary;
  name: string;
  listHref: string;
}

/** Who the conversation is with, the way back to the list, and closing or reopening it. */
export const ConversationHeader = ({ practiceId, conversation, name, listHref }: ConversationHeaderProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const refresh = useRefreshInbox(practiceId);
  const toggle = useMutation({
    mutationFn: () => updateConversation(practiceId, conversation.id, { done: !conversation.done }),
    // Said here in the screen's words: the conversation stays as it was.
    meta: {
      ownErrors: ['server', 'network', 'timeout', 'validation', 'rate-limited', 'conflict', 'not-found'],
    },
    onError: () => notify({ intent: 'error', message: messages.updateFailed }),
    onSuccess: () => refresh(conversation.id),
  });
  return (
    <div className={styles.header}>
      <div className={styles.who}>
        <Link href={listHref} className={styles.back}>
          <ArrowLeftRegular aria-hidden />
          {intl.formatMessage(messages.back)}
        </Link>
        <Title2 as="h2" className={styles.name}>
          {name}
        </Title2>
        <Text size={200}>
          {[
            conversation.patient &&
              intl.formatMessage(fileNumberMessage, { fileNumber: conversation.patient.fileNumber }),
            intl.formatMessage(languageLabels[conversation.language]),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      <Button disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        {intl.formatMessage(conversation.done ? messages.reopen : messages.markDone)}
      </Button>
    </div>
  );
};
