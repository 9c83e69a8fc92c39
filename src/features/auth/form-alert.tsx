import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sessionErrorMessages } from '@/lib/session/session-messages';
import { authErrorMessages, unexpectedStepMessage } from './auth-error-messages';
import type { AuthFailure } from './auth-errors';

/** A failure that belongs to no field, above the form; announced as an alert. */
export const FormAlert = ({ failure }: { failure: AuthFailure | null }) => {
  const intl = useIntl();
  if (!failure) return null;
  const text =
    failure.kind === 'unexpectedStep'
      ? intl.formatMessage(unexpectedStepMessage, { step: failure.step })
      : failure.kind === 'session'
        ? intl.formatMessage(sessionErrorMessages[failure.code])
        : intl.formatMessage(authErrorMessages[failure.key]);
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
};
