import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { authErrorMessages, unexpectedStepMessage } from './auth-error-messages';
import type { AuthFailure } from './auth-errors';
import { SessionFailureAlert } from './session-failure-alert';

/** A failure that belongs to no field, above the form; announced as an alert. */
export const FormAlert = ({ failure }: { failure: AuthFailure | null }) => {
  const intl = useIntl();
  if (!failure) return null;
  if (failure.kind === 'session') return <SessionFailureAlert code={failure.code} intent="error" />;
  const text =
    failure.kind === 'unexpectedStep'
      ? intl.formatMessage(unexpectedStepMessage, { step: failure.step })
      : intl.formatMessage(authErrorMessages[failure.key]);
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
};
