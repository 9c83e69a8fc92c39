import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { confirmationMessages } from './confirmation-messages';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface ConfirmationPromptProps {
  /** What came of the last press (a failure), in a live region; nothing before the first. */
  notice?: ReactNode;
  /** The press is being sent: the button says so and waits. */
  pending?: boolean;
  /** Absent when no press can change the answer (an invalid link, a cancelled appointment). */
  onConfirm?: () => void;
  /** The patient is about to press (pointer down, focus): the sending code can start loading. */
  onIntent?: () => void;
}

/** The explanation and the one button of the confirmation page, before and between attempts. */
export const ConfirmationPrompt = ({
  notice,
  pending = false,
  onConfirm,
  onIntent,
}: ConfirmationPromptProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const failed = notice !== undefined && notice !== null;
  return (
    <div className={styles.body}>
      {failed ? null : <Text>{intl.formatMessage(confirmationMessages.intro)}</Text>}
      <div aria-live="polite">{notice}</div>
      {onConfirm ? (
        <Button
          appearance="primary"
          size="large"
          disabled={pending}
          onClick={onConfirm}
          onPointerDown={onIntent}
          onFocus={onIntent}
        >
          {intl.formatMessage(
            pending
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
