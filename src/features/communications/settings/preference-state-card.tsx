import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { StateBadge } from '../shared/state-badge';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { CommunicationPreference, MessageKind } from '@/api/generated/communication/model';
import { confirm } from '@/components/feedback/dialog-kinds';
import { withValues } from '@/components/feedback/feedback-text';
import { notify } from '@/components/feedback/snackbar-store';
import { generalErrorMessages } from '@/lib/errors/general-messages';
import { isSwitchedOn, isTransitional } from '@/domain/communication-timing';
import { kindNames } from '@/i18n/communication-labels';
import { confirmOffTitle, stateMessages as messages } from './state-messages';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    margin: 0,
  },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface PreferenceStateCardProps {
  kind: MessageKind;
  preference: CommunicationPreference | undefined;
  readOnly: boolean;
  setEnabled: (preference: CommunicationPreference, enabled: boolean) => Promise<unknown>;
}

/**
 * Whether a kind's messages go out, in a clinic's words, with the control that turns them on or
 * off. Turning off asks first, since nothing is sent afterwards; while a change travels to the
 * clinic (up to 15 minutes, SPEC §4) the control waits, as the server would refuse a reversal.
 */
export const PreferenceStateCard = ({ kind, preference, readOnly, setEnabled }: PreferenceStateCardProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const state = preference?.state;

  const toggle = async () => {
    if (!preference || !state) return;
    const enable = !isSwitchedOn(state);
    if (!enable) {
      const kindName = intl.formatMessage(kindNames[kind]).toLocaleLowerCase(intl.locale);
      const accepted = await confirm({
        title: withValues(confirmOffTitle, { kind: kindName }),
        text: messages.confirmOffText,
        confirmLabel: messages.turnOff,
      });
      if (!accepted) return;
    }
    setBusy(true);
    try {
      await setEnabled(preference, enable);
      notify({ intent: 'success', message: enable ? messages.turnedOn : messages.turnedOff });
    } catch (error) {
      // Network troubles get the general message from the query client; the rest are said here.
      if (isApiError(error) && error.kind === 'conflict') notify({ intent: 'error', message: messages.busy });
      else if (!isApiError(error) || !['network', 'timeout', 'rate-limited'].includes(error.kind)) {
        notify({ intent: 'error', message: generalErrorMessages.somethingWentWrongLater });
      }
    } finally {
      setBusy(false);
    }
  };

  const explanation = !state
    ? messages.notSetUpText
    : isTransitional(state)
      ? messages.transitionText
      : state === 'ENABLED'
        ? messages.enabledText
        : messages.disabledText;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.heading} aria-live="polite">
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage(messages.heading)}
        </h2>
        <StateBadge appearance="filled" state={state} />
      </div>
      <Text>{intl.formatMessage(explanation)}</Text>
      {preference && state && !readOnly && (
        <div className={styles.actions}>
          <Button
            appearance={isSwitchedOn(state) ? 'secondary' : 'primary'}
            disabled={busy || isTransitional(state)}
            onClick={() => void toggle()}
          >
            {intl.formatMessage(isSwitchedOn(state) ? messages.turnOff : messages.turnOn)}
          </Button>
          {busy && <Spinner size="tiny" />}
        </div>
      )}
    </section>
  );
};
