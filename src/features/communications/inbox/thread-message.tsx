import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ConversationMessage } from '@/api/generated/communication/model';
import { channelLabels, channelNames, kindLabels } from '@/i18n/communication-labels';
import { entryStatusLabel } from '@/utils/history-outcome-labels';
import {
  effectLabels,
  conversationMessages as messages,
  automatedKindMessage,
  sentAtMessage,
  withOutcomeMessage,
} from './conversation-messages';

const useStyles = makeStyles({
  message: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxWidth: 'min(36rem, 90%)',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  inbound: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground3 },
  outbound: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  author: { fontWeight: tokens.fontWeightSemibold },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
  effect: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
});

interface ThreadMessageProps {
  message: ConversationMessage;
  /** Who the patient is, for their replies: the name, or the unknown sender's words. */
  patientName: string;
  timeZone: string;
}

/** One message of a conversation: who wrote it, what it said, how it went and what it did. */
export const ThreadMessage = ({ message, patientName, timeZone }: ThreadMessageProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const inbound = message.direction === 'INBOUND';
  const author =
    message.author === 'PATIENT'
      ? patientName
      : message.author === 'STAFF'
        ? (message.staffName ?? '')
        : message.kind
          ? intl.formatMessage(automatedKindMessage, { kind: intl.formatMessage(kindLabels[message.kind]) })
          : intl.formatMessage(messages.automated);
  const when = intl.formatMessage(sentAtMessage, {
    channel: intl.formatMessage(channelLabels[message.channel]),
    time: intl.formatDate(message.at, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  });
  const effect = message.effect && message.effect !== 'NONE' ? effectLabels[message.effect] : undefined;
  return (
    <li className={mergeClasses(styles.message, inbound ? styles.inbound : styles.outbound)}>
      <Text size={200} className={styles.author}>
        {author}
      </Text>
      {message.subject && <Text weight="semibold">{message.subject}</Text>}
      <Text className={styles.text}>{message.text}</Text>
      <Text size={200} className={styles.meta}>
        {message.outcome
          ? intl.formatMessage(withOutcomeMessage, {
              when,
              outcome: intl.formatMessage(entryStatusLabel({ status: 'SENT', outcome: message.outcome })),
            })
          : when}
      </Text>
      {effect && (
        <Text size={200} className={styles.effect}>
          {intl.formatMessage(effect, { channel: intl.formatMessage(channelNames[message.channel]) })}
        </Text>
      )}
    </li>
  );
};
