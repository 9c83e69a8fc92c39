import { Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { hrefs } from '@/config/paths';

const messages = defineMessages({
  heading: {
    id: 'communications.dashboard.unreachable.heading',
    defaultMessage: 'Patients we cannot reach',
    description: 'Heading of the dashboard card counting the patients no automated message reaches',
  },
  none: {
    id: 'communications.dashboard.unreachable.none',
    defaultMessage: 'Every patient can be reached by SMS or email.',
    description: 'Dashboard card when no patient is unreachable',
  },
});

const countMessage = defineMessage<{ count: number }>({
  id: 'communications.dashboard.unreachable.count',
  defaultMessage:
    '{count, plural, one {# patient gets no automated message: neither SMS nor email reaches them.} other {# patients get no automated message: neither SMS nor email reaches them.}}',
  description:
    'Dashboard card: how many patients no channel reaches today (opted out, no valid contact, a landline, a rejected address…)',
});

const linkMessage = defineMessage<{ count: number }>({
  id: 'communications.dashboard.unreachable.link',
  defaultMessage: '{count, plural, one {See the patient and why} other {See the patients and why}}',
  description: 'Link of the dashboard card to the list of unreachable patients, with the reason for each',
});

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  link: { alignSelf: 'flex-start' },
});

/**
 * How many patients no channel reaches today, leading to the list that says why: a standing,
 * not a figure of the period, so it stays the same whatever period is chosen.
 */
export const UnreachableCard = ({ count }: { count: number }) => {
  const intl = useIntl();
  const styles = useStyles();
  const heading = intl.formatMessage(messages.heading);
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <Text>
        {count === 0 ? intl.formatMessage(messages.none) : intl.formatMessage(countMessage, { count })}
      </Text>
      {count > 0 && (
        <Link href={hrefs.communicationsUnreachable()} asChild>
          <FluentLink className={styles.link}>{intl.formatMessage(linkMessage, { count })}</FluentLink>
        </Link>
      )}
    </section>
  );
};
