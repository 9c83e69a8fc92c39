import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '@/components/feedback/load-error';
import { RETRYABLE_FAILURES, type SessionErrorCode } from '@/lib/session/session-error';
import { sessionErrorMessages } from '@/lib/session/session-messages';
import { toAuthFailure } from './auth-errors';
import { useFinishSignIn } from './use-finish-sign-in';

interface SessionFailureAlertProps {
  code: SessionErrorCode;
  /** An error answers what the user just did; a warning, a session that ended on its own. */
  intent: 'error' | 'warning';
}

/**
 * Why the signed-in session did not load, on the sign-in screen. When another try may change it
 * (the server or the network failed), "Try again" loads the session again without a new
 * sign-in, and goes on as the sign-in would have; failing again, it says why once more.
 */
export const SessionFailureAlert = ({ code, intent }: SessionFailureAlertProps) => {
  const intl = useIntl();
  const finishSignIn = useFinishSignIn();
  const [retried, setRetried] = useState<{ after: SessionErrorCode; code: SessionErrorCode }>();
  const [retrying, setRetrying] = useState(false);
  const shown = retried?.after === code ? retried.code : code;
  const alert = intent === 'error';

  if (!RETRYABLE_FAILURES.has(shown))
    return (
      <MessageBar intent={intent} {...(alert ? { role: 'alert' } : {})}>
        <MessageBarBody>{intl.formatMessage(sessionErrorMessages[shown])}</MessageBarBody>
      </MessageBar>
    );

  const retry = async () => {
    setRetrying(true);
    try {
      await finishSignIn();
    } catch (error) {
      const failure = toAuthFailure(error);
      setRetried({ after: code, code: failure.kind === 'session' ? failure.code : 'unknown' });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <LoadError
      message={sessionErrorMessages[shown]}
      onRetry={retry}
      retrying={retrying}
      intent={intent}
      alert={alert}
    />
  );
};
