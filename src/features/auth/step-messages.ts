import { defineMessage, defineMessages } from 'react-intl';

/** The screens of the sign-in steps after the password (SPEC §4). */
export const stepMessages = defineMessages({
  newPasswordTitle: {
    id: 'auth.newPassword.title',
    defaultMessage: 'Choose a new password',
    description: 'Heading of the screen where a user replaces a temporary password',
  },
  newPasswordIntro: {
    id: 'auth.newPassword.intro',
    defaultMessage: 'Your temporary password must be replaced before you continue.',
    description: 'Explanation on the new password screen',
  },
  newPassword: {
    id: 'auth.newPassword.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  confirmPassword: {
    id: 'auth.newPassword.confirmPassword',
    defaultMessage: 'Confirm the new password',
    description: 'Label of the field where the new password is typed a second time',
  },
  passwordRules: {
    id: 'auth.newPassword.rules',
    defaultMessage:
      'At least 8 characters, with a digit, a lowercase letter, an uppercase letter and a special character.',
    description: 'Hint under the new password field: the password rules',
  },
  newPasswordSubmit: {
    id: 'auth.newPassword.submit',
    defaultMessage: 'Change password',
    description: 'Submit button of the new password form',
  },
  chooseMfaTitle: {
    id: 'auth.mfa.choose.title',
    defaultMessage: 'Choose a verification method',
    description: 'Heading of the screen where the user picks the second sign-in factor',
  },
  chooseMfaLabel: {
    id: 'auth.mfa.choose.label',
    defaultMessage: 'How do you want to receive your verification code?',
    description: 'Label of the choice between text message and authenticator app',
  },
  mfaSms: {
    id: 'auth.mfa.choose.sms',
    defaultMessage: 'Text message (SMS)',
    description: 'Option: receive the sign-in code by text message',
  },
  mfaTotp: {
    id: 'auth.mfa.choose.totp',
    defaultMessage: 'Authenticator app',
    description: 'Option: read the sign-in code in an authenticator app (TOTP)',
  },
  continue: {
    id: 'auth.continue',
    defaultMessage: 'Continue',
    description: 'Submit button of a sign-in step',
  },
  code: {
    id: 'auth.code.label',
    defaultMessage: 'Verification code',
    description: 'Label of a 6-character verification code field',
  },
  verify: {
    id: 'auth.code.submit',
    defaultMessage: 'Verify',
    description: 'Submit button of a verification code form',
  },
  smsTitle: {
    id: 'auth.mfa.sms.title',
    defaultMessage: 'Enter the code sent by text message',
    description: 'Heading of the SMS code step',
  },
  smsIntroUnknown: {
    id: 'auth.mfa.sms.introUnknown',
    defaultMessage: 'We sent a 6-digit code to your mobile phone.',
    description: 'SMS code step when the masked phone number is not known',
  },
  totpTitle: {
    id: 'auth.mfa.totp.title',
    defaultMessage: 'Enter the code from your authenticator app',
    description: 'Heading of the TOTP code step',
  },
  totpIntro: {
    id: 'auth.mfa.totp.intro',
    defaultMessage: 'Open your authenticator app and enter the 6-digit code it shows for this portal.',
    description: 'Explanation of the TOTP code step',
  },
  setupTitle: {
    id: 'auth.mfa.setup.title',
    defaultMessage: 'Set up your authenticator app',
    description: 'Heading of the step where the user adds the portal to an authenticator app',
  },
  setupIntro: {
    id: 'auth.mfa.setup.intro',
    defaultMessage:
      'Scan this QR code with your authenticator app, or enter the secret key by hand. Then enter the 6-digit code the app shows.',
    description: 'Explanation of the authenticator set-up step',
  },
  setupQrLabel: {
    id: 'auth.mfa.setup.qrLabel',
    defaultMessage: 'QR code to scan with your authenticator app',
    description: 'Accessible name of the QR code image of the authenticator set-up',
  },
  setupSecret: {
    id: 'auth.mfa.setup.secret',
    defaultMessage: 'Secret key',
    description: 'Label of the secret key shown for entering it by hand in an authenticator app',
  },
  customTitle: {
    id: 'auth.custom.title',
    defaultMessage: 'Additional verification',
    description: 'Heading of the custom challenge step',
  },
  customAnswer: {
    id: 'auth.custom.answer',
    defaultMessage: 'Your answer',
    description: 'Label of the answer field of the custom challenge, when the question is not known',
  },
  confirmSignUpTitle: {
    id: 'auth.unconfirmed.title',
    defaultMessage: 'Account not confirmed',
    description: 'Heading shown when the user signs in with an account that was never confirmed',
  },
  confirmSignUpText: {
    id: 'auth.unconfirmed.text',
    defaultMessage:
      'Your account has not been confirmed yet. Enter the code sent to your email address to confirm it and sign in.',
    description: 'Explanation for a user whose account is not confirmed: a code sent by email confirms it',
  },
  confirmSignUpSubmit: {
    id: 'auth.unconfirmed.submit',
    defaultMessage: 'Confirm and sign in',
    description: 'Button that confirms the account with the code, then signs the user in',
  },
  confirmSignUpResentUnknown: {
    id: 'auth.unconfirmed.resentUnknown',
    defaultMessage: 'A new code has been sent.',
    description:
      'Confirmation that another account confirmation code was sent, when the identity service does not say where',
  },
  confirmSignUpResend: {
    id: 'auth.unconfirmed.resend',
    defaultMessage: 'Send the code again',
    description: 'Button of the account confirmation step that sends another confirmation code',
  },
});

export const smsIntroMessage = defineMessage<{ destination: string }>({
  id: 'auth.mfa.sms.intro',
  defaultMessage: 'We sent a 6-digit code to {destination}.',
  description: 'SMS code step; {destination} is the masked phone number, e.g. +*******0142',
});

/** Labels of the attributes NEW_PASSWORD_REQUIRED may ask for. */
export const attributeMessages = defineMessages({
  given_name: {
    id: 'auth.attribute.givenName',
    defaultMessage: 'First name',
    description: 'Label of the first name field asked with a new password',
  },
  family_name: {
    id: 'auth.attribute.familyName',
    defaultMessage: 'Last name',
    description: 'Label of the last name field asked with a new password',
  },
  email: {
    id: 'auth.attribute.email',
    defaultMessage: 'Email',
    description: 'Label of the email field asked with a new password',
  },
  phone_number: {
    id: 'auth.attribute.phoneNumber',
    defaultMessage: 'Mobile phone number',
    description: 'Label of the phone number field asked with a new password',
  },
});

export const otherAttributeMessage = defineMessage<{ name: string }>({
  id: 'auth.attribute.other',
  defaultMessage: 'Attribute: {name}',
  description:
    'Label of a field asked with a new password for an attribute without a known name; {name} is its technical name',
});

export const confirmSignUpResentMessage = defineMessage<{ destination: string }>({
  id: 'auth.unconfirmed.resent',
  defaultMessage: 'A new code has been sent to {destination}.',
  description:
    'Confirmation that another account confirmation code was sent; {destination} is the masked email address, e.g. c***@e***.ca',
});
