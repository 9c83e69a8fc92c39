import { Link as FluentLink, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { openCommunicationProfileErrorDialog } from '@/components/feedback/dialog-kinds';
import { LoadError } from '@/components/feedback/load-error';
import { Link } from 'wouter';
import { isApiError, type ApiErrorKind } from '@/api/api-error';
import { useGetCommunicationPreferences } from '@/api/generated/communication/communication';
import type { MessageKind } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { PageContainer } from '@/components/layout/page-container';
import { isTransitional } from '@/domain/communication-timing';
import { kindNames } from '@/i18n/communication-labels';
import { SmsPackageBanner } from '../shared/sms-package-banner';
import { upcomingHref } from '../shared/upcoming-link';
import { MessageTemplates } from '../templates/message-templates';
import { PreferenceForm } from './preference-form';
import { PreferenceStateCard } from './preference-state-card';
import { settingsMessages as messages } from './settings-messages';
import { useSavePreference } from './use-save-preference';

const useStyles = makeStyles({
  page: { maxWidth: '60rem' },
  upcoming: { alignSelf: 'flex-start' },
  section: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** The failures of reading the preferences that the communication profile dialog says. */
const PROFILE_ERRORS: readonly ApiErrorKind[] = ['server', 'contract'];

/** While a change travels to the clinic, the state is read again until it arrives. */
const TRANSITION_POLL_MS = 5_000;

interface KindSettingsProps {
  kind: MessageKind;
  practice: Practice;
  /** The user may change this practice (SPEC §6); otherwise everything is shown read-only. */
  canManage: boolean;
}

/** One kind's settings for a practice: its state, its rule, and its four templates. */
export const KindSettings = ({ kind, practice, canManage }: KindSettingsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const preferences = useGetCommunicationPreferences(practice.id, {
    query: {
      refetchInterval: (query) =>
        query.state.data?.some((item) => isTransitional(item.state)) ? TRANSITION_POLL_MS : false,
      // Said by the communication profile dialog below, not by the general server snackbar.
      meta: { ownErrors: PROFILE_ERRORS },
    },
  });
  // SPEC §2's communication profile error: the practice's preferences cannot be read. The dialog
  // says it once per failure; the retry stays in place under the title.
  const profileFailed = isApiError(preferences.error) && PROFILE_ERRORS.includes(preferences.error.kind);
  const failedAt = profileFailed ? preferences.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return undefined;
    const dismissed = new AbortController();
    void openCommunicationProfileErrorDialog({ signal: dismissed.signal });
    return () => dismissed.abort();
  }, [failedAt]);
  const { save, setEnabled } = useSavePreference(practice.id, kind);
  const preference = preferences.data?.find((item) => item.kind === kind);

  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(kindNames[kind])}</Title1>
      <SmsPackageBanner practiceId={practice.id} />
      <Link href={upcomingHref({ kind })} asChild>
        <FluentLink className={styles.upcoming}>{intl.formatMessage(messages.seeUpcoming)}</FluentLink>
      </Link>
      {preferences.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {preferences.isError && (
        <LoadError
          message={messages.loadError}
          onRetry={preferences.refetch}
          retrying={preferences.isFetching}
        />
      )}
      {preferences.isSuccess && (
        <>
          <PreferenceStateCard
            kind={kind}
            preference={preference}
            readOnly={!canManage}
            setEnabled={setEnabled}
          />
          <div className={styles.section}>
            <PreferenceForm
              key={`${practice.id}/${preference?.id ?? 'new'}`}
              kind={kind}
              preference={preference}
              readOnly={!canManage}
              save={save}
            />
          </div>
        </>
      )}
      <MessageTemplates kind={kind} practice={practice} readOnly={!canManage} />
    </PageContainer>
  );
};
