import { defineMessages } from 'react-intl';

/** Messages of the sign-in forms' validation rules (SPEC §5), shown at the field. */
export const validationMessages = defineMessages({
  required: {
    id: 'validation.required',
    defaultMessage: 'This field is required',
    description: 'Error under a form field left empty',
  },
  codeLength: {
    id: 'validation.code.length',
    defaultMessage: 'The code must have exactly 6 characters',
    description: 'Error under a verification code field whose value is not 6 characters long',
  },
  passwordLength: {
    id: 'validation.password.length',
    defaultMessage: 'The password must have at least 8 characters',
    description: 'Error under a new password field: the password is too short',
  },
  passwordDigit: {
    id: 'validation.password.digit',
    defaultMessage: 'The password must contain a digit',
    description: 'Error under a new password field: the password has no digit (0-9)',
  },
  passwordLowercase: {
    id: 'validation.password.lowercase',
    defaultMessage: 'The password must contain a lowercase letter',
    description: 'Error under a new password field: the password has no lowercase letter',
  },
  passwordUppercase: {
    id: 'validation.password.uppercase',
    defaultMessage: 'The password must contain an uppercase letter',
    description: 'Error under a new password field: the password has no uppercase letter',
  },
  passwordSpecial: {
    id: 'validation.password.special',
    defaultMessage: 'The password must contain a special character, such as ! @ # $ % or &',
    description: 'Error under a new password field: the password has no special character (symbol)',
  },
  passwordEdgeSpaces: {
    id: 'validation.password.edgeSpaces',
    defaultMessage: 'The password cannot start or end with a space',
    description: 'Error under a new password field: the password starts or ends with a space',
  },
  passwordsMismatch: {
    id: 'validation.password.mismatch',
    defaultMessage: 'The passwords do not match',
    description: 'Error under the password confirmation field when it differs from the new password',
  },
  currentPasswordIncorrect: {
    id: 'validation.password.currentIncorrect',
    defaultMessage: 'The current password is incorrect',
    description:
      'Error under the current password field of the change-password form when the identity service refuses it',
  },
  passwordUnchanged: {
    id: 'validation.password.unchanged',
    defaultMessage: 'The new password must differ from the current one',
    description:
      'Error under the new password field of the change-password form when it equals the current password',
  },
  mfaChoice: {
    id: 'validation.mfa.choice',
    defaultMessage: 'Choose how to receive your code',
    description: 'Error under the choice between text message and authenticator app when none is chosen',
  },
});

export type ValidationMessageKey = keyof typeof validationMessages;
