import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ConversationSummary } from '@/api/generated/communication/model';
import { formatPhone } from '@/utils/phone';
import { inboxMessages as messages, fileNumberMessage, unreadMessage } from './inbox-messages';

const useStyles = makeStyles({
  link: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  open: { backgroundColor: tokens.colorNeutralBackground1Selected },
  name: { overflowWrap: 'anywhere' },
  unreadName: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  excerpt: {
    gridColumn: '1 / -1',
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  badges: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

interface ConversationListItemProps {
  conversation: ConversationSummary;
  href: string;
  open: boolean;
  timeZone: string;
}

/** One conversation in the list: who, when, the last words, and what it waits for. */
export const ConversationListItem = ({ conversation, href, open, timeZone }: ConversationListItemProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { patient, lastMessage, unreadCount, needsReply, done } = conversation;
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const name = patient
    ? `${patient.firstName} ${patient.lastName}`
    : `${intl.formatMessage(messages.unknownSender)} · ${formatPhone(conversation.from, locale)}`;
  return (
    <Link
      href={href}
      className={mergeClasses(styles.link, open && styles.open)}
      aria-current={open ? 'page' : undefined}
    >
      <Text className={mergeClasses(styles.name, unreadCount > 0 && styles.unreadName)}>
        {name}
        {patient && (
          <Text size={200} block>
            {intl.formatMessage(fileNumberMessage, { fileNumber: patient.fileNumber })}
          </Text>
        )}
      </Text>
      <Text size={200} className={styles.time}>
        {intl.formatDate(lastMessage.at, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
      </Text>
      <Text size={200} className={styles.excerpt}>
        {lastMessage.text}
      </Text>
      {(unreadCount > 0 || needsReply || done) && (
        <span className={styles.badges}>
          {unreadCount > 0 && (
            <Badge appearance="filled" color="brand">
              {intl.formatMessage(unreadMessage, { count: unreadCount })}
            </Badge>
          )}
          {needsReply && (
            <Badge appearance="tint" color="warning">
              {intl.formatMessage(messages.needsReply)}
            </Badge>
          )}
          {done && (
            <Badge appearance="tint" color="success">
              {intl.formatMessage(messages.done)}
            </Badge>
          )}
        </span>
      )}
    </Link>
  );
};
