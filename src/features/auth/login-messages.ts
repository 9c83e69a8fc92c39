import { defineMessages } from 'react-intl';

/** The sign-in page and what every sign-in screen shares. */
export const loginMessages = defineMessages({
  title: {
    id: 'auth.login.title',
    defaultMessage: 'Sign in',
    description: 'Heading of the sign-in page',
  },
  username: {
    id: 'auth.login.username',
    defaultMessage: 'Username',
    description: 'Label of the username field of the sign-in form',
  },
  password: {
    id: 'auth.login.password',
    defaultMessage: 'Password',
    description: 'Label of the password field of the sign-in form',
  },
  submit: {
    id: 'auth.login.submit',
    defaultMessage: 'Sign in',
    description: 'Submit button of the sign-in form',
  },
  submitting: {
    id: 'auth.login.submitting',
    defaultMessage: 'Signing in…',
    description: 'Submit button of a sign-in form while the identity service answers',
  },
  nextStepLoading: {
    id: 'auth.login.nextStepLoading',
    defaultMessage: 'Loading the next step…',
    description:
      'Label of the spinner shown after the sign-in form, while the code of the step the identity service asked for (a code, a new password) arrives',
  },
  forgotPassword: {
    id: 'auth.login.forgotPassword',
    defaultMessage: 'Forgot your password?',
    description: 'Link from the sign-in form to the password reset',
  },
  backToSignIn: {
    id: 'auth.backToSignIn',
    defaultMessage: 'Back to sign in',
    description: 'Link or button that goes back to the username and password form',
  },
  passwordResetDone: {
    id: 'auth.login.passwordResetDone',
    defaultMessage: 'Your password has been changed. Sign in with your new password.',
    description: 'Success message on the sign-in page after a password reset',
  },
  showPassword: {
    id: 'auth.password.show',
    defaultMessage: 'Show',
    description: 'Button inside a password field that reveals the password',
  },
  hidePassword: {
    id: 'auth.password.hide',
    defaultMessage: 'Hide',
    description: 'Button inside a password field that hides the password again',
  },
  showPasswordLabel: {
    id: 'auth.password.showLabel',
    defaultMessage: 'Show the password',
    description: 'Accessible name of the button inside a password field that reveals the password',
  },
  hidePasswordLabel: {
    id: 'auth.password.hideLabel',
    defaultMessage: 'Hide the password',
    description: 'Accessible name of the button inside a password field that hides the password again',
  },
});
