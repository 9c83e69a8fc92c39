import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { SessionErrorCode } from '@/lib/session/session-error';
import type { AuthFailure } from './auth-errors';
import { FormAlert } from './form-alert';
import { loginMessages } from './login-messages';
import { SessionFailureAlert } from './session-failure-alert';

export interface CredentialsNoticesProps {
  failure: AuthFailure | null;
  /** The password was just reset. */
  passwordReset: boolean;
  /** Why the last session ended or did not load. */
  sessionError: SessionErrorCode | undefined;
}

/**
 * Above the sign-in form: why the last try failed, else that the password was just reset, else why
 * the last session ended. In a chunk of its own (sign-in-loader.ts).
 */
export const CredentialsNoticeBars = ({ failure, passwordReset, sessionError }: CredentialsNoticesProps) => {
  const intl = useIntl();
  if (failure) return <FormAlert failure={failure} />;
  if (passwordReset)
    return (
      <MessageBar intent="success">
        <MessageBarBody>{intl.formatMessage(loginMessages.passwordResetDone)}</MessageBarBody>
      </MessageBar>
    );
  if (sessionError) return <SessionFailureAlert code={sessionError} intent="warning" />;
  return null;
};
