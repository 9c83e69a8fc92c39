import type { SignInOutput } from 'aws-amplify/auth';
import { UnexpectedSignInStepError } from './auth-errors';
import type { MfaType } from './auth-validation';

/** Where a sign-in stands, as the screens show it (SPEC §4). */
export type SignInState =
  | { step: 'done' }
  | { step: 'newPassword'; username: string; missingAttributes: string[] }
  | { step: 'chooseMfa'; username: string; allowed: MfaType[] }
  | { step: 'smsCode'; username: string; destination?: string }
  | { step: 'totpCode'; username: string }
  | { step: 'totpSetup'; username: string; secret: string }
  | { step: 'customChallenge'; username: string; question?: string }
  | { step: 'resetPassword'; username: string }
  /** `password`: the one just typed, to sign in once the account is confirmed. */
  | { step: 'confirmSignUp'; username: string; password?: string };

export type SignInStepName = SignInState['step'];

/** The step screens' state, or null for the username and password form. */
export type FlowState = Exclude<SignInState, { step: 'done' | 'resetPassword' }> | null;

/** Amplify's next step, as signIn and confirmSignIn answer it. */
export type AmplifyNextStep = SignInOutput['nextStep'];

const isMfaType = (value: string): value is MfaType => value === 'SMS' || value === 'TOTP';

/**
 * Amplify's nextStep → the screen state. `username` is the name the user signed in with: the
 * TOTP set-up labels the authenticator entry with it. Any other step is an error.
 */
export const toSignInState = (nextStep: AmplifyNextStep, username: string): SignInState => {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { step: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'newPassword', username, missingAttributes: [...(nextStep.missingAttributes ?? [])] };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION': {
      const allowed = (nextStep.allowedMFATypes ?? []).filter(isMfaType);
      return { step: 'chooseMfa', username, allowed: allowed.length > 0 ? allowed : ['SMS', 'TOTP'] };
    }
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE': {
      const destination = nextStep.codeDeliveryDetails?.destination;
      return destination ? { step: 'smsCode', username, destination } : { step: 'smsCode', username };
    }
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { step: 'totpCode', username };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return { step: 'totpSetup', username, secret: nextStep.totpSetupDetails.sharedSecret };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE': {
      const question = nextStep.additionalInfo?.question;
      return question
        ? { step: 'customChallenge', username, question }
        : { step: 'customChallenge', username };
    }
    case 'RESET_PASSWORD':
      return { step: 'resetPassword', username };
    case 'CONFIRM_SIGN_UP':
      return { step: 'confirmSignUp', username };
    default:
      throw new UnexpectedSignInStepError(nextStep.signInStep);
  }
};

/**
 * The otpauth:// URI an authenticator app scans (Key URI Format): label `issuer:account`,
 * both encoded, and the issuer again as a parameter.
 */
export const otpauthUri = ({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}) => {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer }).toString().replace(/\+/g, '%20');
  return `otpauth://totp/${label}?${query}`;
};
