import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmAppointment } from '@/api/generated/public/public';
import { createQueryClient } from '@/api/query-client';
import { formatTimeOfDay, formatWrittenDate } from '@/i18n/format';
import type { ConfirmationLink } from './confirmation-link';
import { confirmationDetailsMessage, confirmationMessages } from './confirmation-messages';
import { ConfirmationNotice } from './confirmation-notice';
import { failureKind, OWN_ERRORS, RETRYABLE, type ConfirmationOutcome } from './confirmation-outcome';
import { ConfirmationPrompt } from './confirmation-prompt';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Focused by script to be read out, not a control: no focus ring.
  result: { outlineStyle: 'none' },
  details: { fontWeight: tokens.fontWeightSemibold },
});

type Mutation = ReturnType<typeof useConfirmAppointment>;

/**
 * The button that had the focus is gone once the appointment is confirmed: the focus moves to the
 * result, so a screen reader reads it (a live region mounted with its text is often not announced).
 */
const focusOnMount = (element: HTMLDivElement | null) => element?.focus();

const outcomeOf = (mutation: Mutation): ConfirmationOutcome => {
  // Idle only for the instant between the mount and the first send: shown as pending.
  if (mutation.isPending || mutation.isIdle) return { kind: 'pending' };
  if (mutation.isSuccess) return { kind: 'confirmed', confirmation: mutation.data };
  return { kind: failureKind(mutation.error) };
};

const Confirmed = ({ confirmation }: { confirmation: NonNullable<Mutation['data']> }) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.body, styles.result)} tabIndex={-1} ref={focusOnMount}>
      <ConfirmationNotice intent={confirmation.alreadyConfirmed ? 'info' : 'success'}>
        {intl.formatMessage(
          confirmation.alreadyConfirmed
            ? confirmationMessages.alreadyConfirmed
            : confirmationMessages.confirmed,
        )}
      </ConfirmationNotice>
      <Text className={styles.details}>
        {intl.formatMessage(confirmationDetailsMessage, {
          practiceName: confirmation.practiceName,
          date: formatWrittenDate(intl, confirmation.startAt, { format: 'long' }),
          time: formatTimeOfDay(intl, confirmation.startAt),
        })}
      </Text>
    </div>
  );
};

/**
 * Sends the confirmation the patient asked for as soon as it mounts (the page mounts it on the
 * press), then shows what came of it. The link stays the same through failures, so "Try again"
 * sends exactly the same confirmation; answers that no retry can change offer none.
 */
const ConfirmationAttempts = ({ link }: { link: ConfirmationLink }) => {
  const intl = useIntl();
  const mutation = useConfirmAppointment({
    mutation: { meta: { globalSpinner: false, ownErrors: OWN_ERRORS } },
  });
  const { mutate } = mutation;
  const confirm = () =>
    mutate({
      practiceId: link.practiceId,
      data: { appointmentId: link.appointmentId, eventType: 'Confirmation', protocol: link.protocol },
    });
  // One send per press, even when StrictMode runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the press that mounted it
  }, []);

  const outcome = outcomeOf(mutation);
  if (outcome.kind === 'confirmed') return <Confirmed confirmation={outcome.confirmation} />;
  if (outcome.kind === 'pending' || outcome.kind === 'idle') return <ConfirmationPrompt pending />;
  const failure = outcome.kind;
  return (
    <ConfirmationPrompt
      notice={
        <ConfirmationNotice intent={RETRYABLE.has(failure) ? 'warning' : 'error'}>
          {intl.formatMessage(confirmationMessages[failure])}
        </ConfirmationNotice>
      }
      {...(RETRYABLE.has(failure) ? { onConfirm: confirm } : {})}
    />
  );
};

/**
 * Everything sending needs (react-query, the HTTP client, the message bars) in a chunk the page
 * loads when the patient presses, not with the page (docs/decisions/014-confirmation-entry.md).
 */
export const ConfirmationSender = ({ link }: { link: ConfirmationLink }) => {
  const [client] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfirmationAttempts link={link} />
    </QueryClientProvider>
  );
};
