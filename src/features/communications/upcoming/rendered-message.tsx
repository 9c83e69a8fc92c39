import { Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UpcomingMessage } from '@/api/generated/communication/model';
import { settingsHref } from '../shared/kinds';
import { segmentsMessage, subjectMessage, upcomingMessages as messages } from './upcoming-messages';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // The text as the patient reads it: its line breaks kept, a long link broken rather than the page widened.
  body: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  subject: { overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground2 },
});

/** The message as the patient would read it, with its SMS segments; or why there is no text. */
export const RenderedMessage = ({ message }: { message: UpcomingMessage }) => {
  const intl = useIntl();
  const styles = useStyles();
  const rendered = message.message;
  if (!rendered) {
    return (
      <div className={styles.box}>
        <Text>{intl.formatMessage(messages.noTemplate)}</Text>
        <Link href={settingsHref[message.kind]} asChild>
          <FluentLink>{intl.formatMessage(messages.writeTemplate)}</FluentLink>
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      {rendered.subject !== undefined && (
        <Text weight="semibold" className={styles.subject}>
          {intl.formatMessage(subjectMessage, { subject: rendered.subject })}
        </Text>
      )}
      {/* Read aloud in the patient's language, whatever the interface's. */}
      <Text as="p" className={styles.body} lang={message.language === 'FR' ? 'fr-CA' : 'en-CA'}>
        {rendered.body}
      </Text>
      {message.smsSegments !== undefined && (
        <Text size={200} className={styles.note}>
          {intl.formatMessage(segmentsMessage, { count: message.smsSegments })}
        </Text>
      )}
    </div>
  );
};
