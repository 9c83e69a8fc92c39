import { defineMessage, defineMessages } from 'react-intl';

/** The password reset: request a code, then the code and a new password (SPEC §4). */
export const forgotPasswordMessages = defineMessages({
  title: {
    id: 'auth.forgotPassword.title',
    defaultMessage: 'Reset your password',
    description: 'Heading of the password reset page',
  },
  requestIntro: {
    id: 'auth.forgotPassword.requestIntro',
    defaultMessage: 'Enter your username. We will send you a code to reset your password.',
    description: 'Explanation of the first step of the password reset',
  },
  requestSubmit: {
    id: 'auth.forgotPassword.requestSubmit',
    defaultMessage: 'Send the code',
    description: 'Submit button that asks for a password reset code',
  },
  confirmSubmit: {
    id: 'auth.forgotPassword.confirmSubmit',
    defaultMessage: 'Reset the password',
    description: 'Submit button of the code and new password form of the password reset',
  },
  codeSentUnknown: {
    id: 'auth.forgotPassword.codeSentUnknown',
    defaultMessage: 'We sent you a 6-digit code. Enter it with your new password.',
    description: 'Second step of the password reset when the code destination is not known',
  },
  resetRequired: {
    id: 'auth.forgotPassword.resetRequired',
    defaultMessage: 'Your password must be reset before you can sign in.',
    description: 'Shown at the password reset when the sign-in said the password must be reset',
  },
  resendCode: {
    id: 'auth.forgotPassword.resendCode',
    defaultMessage: 'Send a new code',
    description: 'Button of the password reset that sends another code',
  },
  codeResent: {
    id: 'auth.forgotPassword.codeResent',
    defaultMessage: 'A new code has been sent.',
    description: 'Confirmation that another password reset code was sent',
  },
});

export const codeSentMessage = defineMessage<{ destination: string }>({
  id: 'auth.forgotPassword.codeSent',
  defaultMessage: 'We sent a 6-digit code to {destination}. Enter it with your new password.',
  description: 'Second step of the password reset; {destination} is the masked email address or phone number',
});

export const resetForUserMessage = defineMessage<{ username: string }>({
  id: 'auth.forgotPassword.forUser',
  defaultMessage: 'Username: {username}',
  description: 'Reminds which username the password is being reset for',
});
