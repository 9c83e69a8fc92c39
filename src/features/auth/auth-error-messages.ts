import { defineMessage, defineMessages } from 'react-intl';
import { identityErrorMessages } from '@/lib/errors/identity-error-messages';

/** Failures only the sign-in screens produce; the identity service's own are shared. */
const signInMessages = defineMessages({
  passwordResetFailed: {
    id: 'auth.error.passwordResetFailed',
    defaultMessage: 'Password reset failed',
    description: 'Requesting a password reset code did not lead to entering a code (SPEC §5)',
  },
});

/** What a failed call to the user pool tells the user (SPEC §8, authentication errors). */
export const authErrorMessages = { ...identityErrorMessages, ...signInMessages };

export const unexpectedStepMessage = defineMessage<{ step: string }>({
  id: 'auth.error.unexpectedStep',
  defaultMessage: 'Unexpected new step: {step}',
  description:
    'The identity service asked for a sign-in step the portal does not support; {step} is its technical name',
});

export type AuthErrorKey = keyof typeof authErrorMessages;
