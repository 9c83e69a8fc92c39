import { Link as FluentLink, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { StateBadge } from '../shared/state-badge';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useGetCommunicationPreferences } from '@/api/generated/communication/communication';
import type { CommunicationPreference, MessageKind } from '@/api/generated/communication/model';
import { LoadError } from '@/components/feedback/load-error';
import { kindNames } from '@/i18n/communication-labels';
import { describeRule } from '../shared/rule-summary';
import { upcomingHref } from '../shared/upcoming-link';
import { dashboardMessages as messages, openSettingsMessage, plannedMessage } from './dashboard-messages';
import { KINDS, settingsHref } from '../shared/kinds';
import { PLANNED_DAYS, preferencesQuery } from './dashboard-queries';
import { usePlannedNextWeek } from './planned-next-week';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The three kinds: whether each is on, its rule in plain words, how many messages it will send in
 * the next 7 days (a link to them), and the way to its settings.
 */
export const KindOverview = ({ practiceId, timezone }: { practiceId: string; timezone: string }) => {
  const intl = useIntl();
  const styles = useStyles();
  const planned = usePlannedNextWeek(practiceId, timezone);
  const preferences = useGetCommunicationPreferences(practiceId, { query: preferencesQuery });
  if (preferences.isError)
    return (
      <LoadError
        message={messages.kindsLoadError}
        onRetry={preferences.refetch}
        retrying={preferences.isFetching}
      />
    );
  if (!preferences.data) return <Spinner label={intl.formatMessage(messages.kindsLoading)} />;
  const byKind = new Map(preferences.data.map((preference) => [preference.kind, preference]));
  return (
    <ul className={styles.list}>
      {KINDS.map((kind) => (
        <KindCard key={kind} kind={kind} preference={byKind.get(kind)} planned={planned?.[kind]} />
      ))}
    </ul>
  );
};

const KindCard = ({
  kind,
  preference,
  planned,
}: {
  kind: MessageKind;
  preference: CommunicationPreference | undefined;
  /** Messages planned in the next 7 days; undefined while unknown (the link still leads to them). */
  planned: number | undefined;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const name = intl.formatMessage(kindNames[kind]);
  const rule = preference ? describeRule(intl, kind, preference) : undefined;
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>{name}</h3>
      <StateBadge appearance="tint" state={preference?.state} />
      <Text>{rule ?? intl.formatMessage(messages.noRule)}</Text>
      <Link href={upcomingHref({ kind, days: PLANNED_DAYS })} asChild>
        <FluentLink>
          {planned === undefined
            ? intl.formatMessage(messages.seeUpcoming)
            : intl.formatMessage(plannedMessage, { count: planned })}
        </FluentLink>
      </Link>
      <Link href={settingsHref[kind]} asChild>
        <FluentLink>
          {intl.formatMessage(openSettingsMessage, { kind: name.toLocaleLowerCase(intl.locale) })}
        </FluentLink>
      </Link>
    </li>
  );
};
