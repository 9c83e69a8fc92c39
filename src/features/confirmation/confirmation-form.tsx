import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useConfirmAppointment } from '@/api/generated/public/public';
import type { ConfirmationLink } from './confirmation-link';
import { confirmationDetailsMessage, confirmationMessages } from './confirmation-messages';
import { failureKind, OWN_ERRORS, RETRYABLE, type ConfirmationOutcome } from './confirmation-outcome';

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
  if (mutation.isPending) return { kind: 'pending' };
  if (mutation.isSuccess) return { kind: 'confirmed', confirmation: mutation.data };
  if (mutation.isError) return { kind: failureKind(mutation.error) };
  return { kind: 'idle' };
};

/**
 * The button and what came of it. The link stays the same through failures, so "Try again"
 * sends exactly the same confirmation; answers that no retry can change offer none.
 */
export const ConfirmationForm = ({ link }: { link: ConfirmationLink }) => {
  const intl = useIntl();
  const styles = useStyles();
  const mutation = useConfirmAppointment({
    mutation: { meta: { globalSpinner: false, ownErrors: OWN_ERRORS } },
  });
  const outcome = outcomeOf(mutation);
  const confirm = () =>
    mutation.mutate({
      practiceId: link.practiceId,
      data: { appointmentId: link.appointmentId, eventType: 'Confirmation', protocol: link.protocol },
    });

  if (outcome.kind === 'confirmed') {
    const { confirmation } = outcome;
    return (
      <div className={mergeClasses(styles.body, styles.result)} tabIndex={-1} ref={focusOnMount}>
        <MessageBar intent={confirmation.alreadyConfirmed ? 'info' : 'success'}>
          <MessageBarBody>
            {intl.formatMessage(
              confirmation.alreadyConfirmed
                ? confirmationMessages.alreadyConfirmed
                : confirmationMessages.confirmed,
            )}
          </MessageBarBody>
        </MessageBar>
        <Text className={styles.details}>
          {intl.formatMessage(confirmationDetailsMessage, {
            practiceName: confirmation.practiceName,
            date: intl.formatDate(confirmation.startAt, { format: 'long' }),
            time: intl.formatTime(confirmation.startAt, { format: 'short' }),
          })}
        </Text>
      </div>
    );
  }

  const failure = outcome.kind === 'idle' || outcome.kind === 'pending' ? undefined : outcome.kind;
  const failed = failure !== undefined;
  const canSend = failure === undefined || RETRYABLE.has(failure);
  return (
    <div className={styles.body}>
      {failed ? null : <Text>{intl.formatMessage(confirmationMessages.intro)}</Text>}
      <div aria-live="polite">
        {failure ? (
          <MessageBar intent={RETRYABLE.has(failure) ? 'warning' : 'error'}>
            <MessageBarBody>{intl.formatMessage(confirmationMessages[failure])}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {canSend ? (
        <Button appearance="primary" size="large" disabled={outcome.kind === 'pending'} onClick={confirm}>
          {intl.formatMessage(
            outcome.kind === 'pending'
              ? confirmationMessages.confirming
              : failed
                ? confirmationMessages.tryAgain
                : confirmationMessages.confirm,
          )}
        </Button>
      ) : null}
    </div>
  );
};
