import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type {
  Channel,
  ConsentCategory,
  PatientPreferences,
  PreferenceChoice,
} from '@/api/generated/public/model';
import { PREFERENCES_WORDING_VERSION } from '@/domain/preferences-wording';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { onDemand } from '@/utils/on-demand-component';
import { ChannelChoices } from './channel-choices';
import type { PreferencesLink } from './preferences-link';
import {
  preferencesClinicMessage,
  preferencesMessages,
  preferencesNoChannelMessage,
  preferencesUnsubscribedMessage,
  preferencesWordingMessage,
} from './preferences-messages';
import type { PreferencesFailure } from './preferences-outcome';
import { PreferencesSender } from './preferences-sender';
import type * as saveModule from './preferences-save';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  wording: { color: tokens.colorNeutralForeground3 },
});

// One download, started by the first sign of intent and reused by the press (decision 014).
let saver: Promise<typeof saveModule> | undefined;
// A download that failed (a dropped connection) is asked for again by the next press.
const loadSaver = () =>
  (saver ??= import('./preferences-save').catch((error: unknown) => {
    saver = undefined;
    throw error;
  }));
const preloadSaver = () => void loadSaver().catch(() => undefined);
const PreferencesNotice = onDemand(async () => (await import('./preferences-notice')).PreferencesNotice);

type Result = { saved: 'choices' | 'everything' } | { failure: PreferencesFailure };

/** The link's channel first: the patient came from that message. */
const channelsOf = (choices: readonly PreferenceChoice[], first: Channel): Channel[] =>
  [...new Set(choices.map((choice) => choice.channel))].sort(
    (a, b) => Number(b === first) - Number(a === first),
  );

interface PreferencesFormProps {
  link: PreferencesLink;
  preferences: PatientPreferences;
  /** The page's words changed since it was read: read them again (and say so). */
  onOutdated: () => void;
  /** Said above the choices when the form shows (why it was read again). */
  notice?: ReactNode;
}

/**
 * The patient's choices per channel and category, saved only when the patient presses: opening
 * the page (a mail scanner following the link) changes nothing. "Unsubscribe from all messages"
 * saves every choice off in one press.
 */
export const PreferencesForm = ({ link, preferences, onOutdated, notice }: PreferencesFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleSetting();
  const [choices, setChoices] = useState(preferences.choices);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>();

  const change = (channel: Channel, category: ConsentCategory, receives: boolean) =>
    setChoices((current) =>
      current.map((choice) =>
        choice.channel === channel && choice.category === category ? { ...choice, receives } : choice,
      ),
    );

  const save = async (answer: PreferenceChoice[], everything: boolean) => {
    setPending(true);
    setResult(undefined);
    const outcome = await loadSaver().then(
      ({ savePreferences }) =>
        savePreferences(link, {
          wordingVersion: preferences.wordingVersion,
          language: locale === 'fr' ? 'FR' : 'EN',
          choices: answer,
        }),
      // The code that saves did not arrive: the connection, as for the save itself.
      () => ({ ok: false, failure: 'offline' }) as const,
    );
    setPending(false);
    if (outcome.ok) {
      setChoices(outcome.preferences.choices);
      setResult({ saved: everything ? 'everything' : 'choices' });
    } else if (outcome.failure === 'wordingOutdated') onOutdated();
    else setResult({ failure: outcome.failure });
  };

  const { practiceName } = preferences;
  const said =
    result === undefined ? (
      notice
    ) : 'saved' in result ? (
      <PreferencesNotice intent="success" focus>
        {result.saved === 'everything'
          ? intl.formatMessage(preferencesUnsubscribedMessage, { practiceName })
          : intl.formatMessage(preferencesMessages.saved)}
      </PreferencesNotice>
    ) : (
      <PreferencesNotice intent={result.failure === 'refused' ? 'error' : 'warning'} focus>
        {intl.formatMessage(preferencesMessages[result.failure])}
      </PreferencesNotice>
    );

  const sender = (
    <PreferencesSender
      practiceName={practiceName}
      practiceContact={preferences.practiceContact}
      privacyOfficer={preferences.privacyOfficer}
    />
  );
  if (choices.length === 0)
    return (
      <div className={styles.body}>
        <Text>{intl.formatMessage(preferencesNoChannelMessage, { practiceName })}</Text>
        {sender}
      </div>
    );
  return (
    <form
      className={styles.body}
      onSubmit={(event) => {
        event.preventDefault();
        void save(choices, false);
      }}
    >
      <Text>{intl.formatMessage(preferencesClinicMessage, { practiceName })}</Text>
      {channelsOf(choices, link.channel).map((channel) => (
        <ChannelChoices
          key={channel}
          channel={channel}
          choices={choices.filter((choice) => choice.channel === channel)}
          disabled={pending}
          onChange={change}
        />
      ))}
      <div aria-live="polite">{said}</div>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          disabled={pending}
          onPointerDown={preloadSaver}
          onFocus={preloadSaver}
        >
          {intl.formatMessage(pending ? preferencesMessages.saving : preferencesMessages.save)}
        </Button>
        <Button
          type="button"
          disabled={pending}
          onPointerDown={preloadSaver}
          onFocus={preloadSaver}
          onClick={() =>
            void save(
              choices.map((choice) => ({ ...choice, receives: false })),
              true,
            )
          }
        >
          {intl.formatMessage(preferencesMessages.unsubscribeAll)}
        </Button>
      </div>
      {sender}
      <Caption1 className={styles.wording}>
        {intl.formatMessage(preferencesWordingMessage, { version: PREFERENCES_WORDING_VERSION })}
      </Caption1>
    </form>
  );
};
