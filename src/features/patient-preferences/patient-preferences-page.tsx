import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SignedOutLayout } from '@/components/layout/signed-out-layout';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { onDemand } from '@/utils/on-demand-component';
import { PreferencesForm } from './preferences-form';
import { readPreferencesLink, type PreferencesLink } from './preferences-link';
import { preferencesMessages } from './preferences-messages';
import { RETRYABLE } from './preferences-outcome';
import { firstReadOf, readPreferences, type ReadOutcome } from './preferences-read';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const PreferencesNotice = onDemand(async () => (await import('./preferences-notice')).PreferencesNotice);

/**
 * Reads the patient's choices when the page opens (a read changes nothing), then shows them; a
 * failed read is said in place with "Try again" when trying again can help.
 */
const PreferencesFlow = ({ link }: { link: PreferencesLink }) => {
  const intl = useIntl();
  const styles = useStyles();
  const [attempt, setAttempt] = useState({ count: 0, outdated: false });
  // The outcome of each attempt: a new attempt shows as loading until its own outcome arrives.
  const [outcome, setOutcome] = useState<{ of: typeof attempt; read: ReadOutcome }>();
  useEffect(() => {
    const abort = new AbortController();
    // The first attempt's answer is on its way since the page's code started (startFirstRead).
    const started = attempt.count === 0 ? firstReadOf(link) : undefined;
    (started ?? readPreferences(link, abort.signal)).then(
      (read) => {
        if (!abort.signal.aborted) setOutcome({ of: attempt, read });
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [link, attempt]);
  const read = outcome?.of === attempt ? outcome.read : undefined;

  if (read === undefined) return <Text role="status">{intl.formatMessage(preferencesMessages.loading)}</Text>;
  if (read.ok)
    return (
      <PreferencesForm
        key={attempt.count}
        link={link}
        preferences={read.preferences}
        onOutdated={() => setAttempt(({ count }) => ({ count: count + 1, outdated: true }))}
        {...(attempt.outdated
          ? {
              notice: (
                <PreferencesNotice intent="warning" focus>
                  {intl.formatMessage(preferencesMessages.wordingOutdated)}
                </PreferencesNotice>
              ),
            }
          : {})}
      />
    );
  return (
    <div className={styles.body}>
      <PreferencesNotice intent={RETRYABLE.has(read.failure) ? 'warning' : 'error'}>
        {intl.formatMessage(preferencesMessages[read.failure])}
      </PreferencesNotice>
      {RETRYABLE.has(read.failure) ? (
        <Button
          appearance="primary"
          onClick={() => setAttempt(({ count }) => ({ count: count + 1, outdated: false }))}
        >
          {intl.formatMessage(preferencesMessages.tryAgain)}
        </Button>
      ) : null}
    </div>
  );
};

/**
 * /preferences, the patient's own page, reached from every message: which messages their clinic
 * sends them, per channel and category. Public and light like /confirmation (decision 014): no
 * session, no navigation, no react-query; the code that saves loads when the patient is about
 * to press.
 */
export const PatientPreferencesPage = () => {
  const intl = useIntl();
  // Read once: nothing on the page changes the link (the language switch only rewrites `lang`).
  const [link] = useState(() => readPreferencesLink(window.location.search));
  const title = intl.formatMessage(preferencesMessages.title);
  useDocumentTitle(title);
  return (
    <SignedOutLayout title={title} placement="top">
      {link ? (
        <PreferencesFlow key={`${link.practiceId}/${link.patient}`} link={link} />
      ) : (
        <PreferencesNotice intent="error">
          {intl.formatMessage(preferencesMessages.invalidLink)}
        </PreferencesNotice>
      )}
    </SignedOutLayout>
  );
};
