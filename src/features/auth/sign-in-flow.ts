import type { ResetPasswordOutput, SignInOutput } from 'aws-amplify/auth';
import { loadAmplify } from '@/lib/amplify/amplify-loader';
import { hasErrorName } from '@/lib/errors/identity-errors';
import { PasswordResetFailedError } from './auth-errors';
import type { MfaType } from './auth-validation';
import { toSignInState, type SignInState } from './sign-in-steps';

/**
 * The sign-in flow over aws-amplify/auth (SPEC §4). Every call answers the next screen state;
 * failures are Amplify's errors (or this feature's), for toAuthFailure.
 */

/** Amplify Auth, loaded and configured by loadAmplify() before any call. */
const amplifyAuth = async () => (await loadAmplify()).auth;

const withSignedOutRetry = async (attempt: () => Promise<SignInOutput>): Promise<SignInOutput> => {
  try {
    return await attempt();
  } catch (error) {
    // Signing in while signed in (tokens still stored): sign out first, then retry once.
    if (!hasErrorName(error, 'UserAlreadyAuthenticatedException')) throw error;
    const auth = await amplifyAuth();
    await auth.signOut();
    return attempt();
  }
};

/** Username and password, with SRP (USER_SRP_AUTH, Amplify's default, named to be explicit). */
export const startSignIn = async ({ username, password }: { username: string; password: string }) => {
  const auth = await amplifyAuth();
  const output = await withSignedOutRetry(() =>
    auth.signIn({ username, password, options: { authFlowType: 'USER_SRP_AUTH' } }),
  );
  const state = toSignInState(output.nextStep, username);
  // An unconfirmed account signs in with this password once its code confirms it.
  return state.step === 'confirmSignUp' ? { ...state, password } : state;
};

/**
 * CONFIRM_SIGN_UP (SPEC §8): the emailed code confirms the account, then the password typed at
 * sign-in signs the user in; without it, the next state is the sign-in form again.
 */
export const confirmAccount = async (
  username: string,
  code: string,
  password: string | undefined,
): Promise<SignInState | undefined> => {
  const auth = await amplifyAuth();
  await auth.confirmSignUp({ username, confirmationCode: code });
  return password === undefined ? undefined : startSignIn({ username, password });
};

/** Sends the account's confirmation code again; answers where it went (a masked address). */
export const resendAccountCode = async (username: string): Promise<string | undefined> => {
  const auth = await amplifyAuth();
  return (await auth.resendSignUpCode({ username })).destination;
};

const answer = async (
  username: string,
  challengeResponse: string,
  userAttributes?: Record<string, string>,
): Promise<SignInState> => {
  const auth = await amplifyAuth();
  const output = await auth.confirmSignIn({
    challengeResponse,
    ...(userAttributes ? { options: { userAttributes } } : {}),
  });
  return toSignInState(output.nextStep, username);
};

/** NEW_PASSWORD_REQUIRED: the new password and the attributes that were missing. */
export const completeNewPassword = (
  username: string,
  newPassword: string,
  attributes: Record<string, string> = {},
) => answer(username, newPassword, Object.keys(attributes).length > 0 ? attributes : undefined);

/** SELECT_MFA_TYPE: SMS or TOTP. */
export const chooseMfa = (username: string, mfaType: MfaType) => answer(username, mfaType);

/** An SMS code, a TOTP code, or the first TOTP code that completes the authenticator set-up. */
export const confirmCode = (username: string, code: string) => answer(username, code);

/** CUSTOM_CHALLENGE: the answer to its question. */
export const answerCustomChallenge = (username: string, response: string) => answer(username, response);

export interface ResetCodeDelivery {
  username: string;
  destination?: string;
}

/** Where the reset code went; the next step must be to enter it, else 'Password reset failed'. */
export const resetCodeDelivery = (username: string, { nextStep }: ResetPasswordOutput): ResetCodeDelivery => {
  if (nextStep.resetPasswordStep !== 'CONFIRM_RESET_PASSWORD_WITH_CODE') {
    throw new PasswordResetFailedError(nextStep.resetPasswordStep);
  }
  const destination = nextStep.codeDeliveryDetails.destination;
  return destination ? { username, destination } : { username };
};

/** Sends a reset code (by email, for the portal's users). */
export const requestPasswordReset = async (username: string): Promise<ResetCodeDelivery> => {
  const auth = await amplifyAuth();
  return resetCodeDelivery(username, await auth.resetPassword({ username }));
};

/** The code and the new password: the user then signs in with it. */
export const confirmPasswordReset = async ({
  username,
  code,
  newPassword,
}: {
  username: string;
  code: string;
  newPassword: string;
}): Promise<void> => {
  const auth = await amplifyAuth();
  await auth.confirmResetPassword({ username, confirmationCode: code, newPassword });
};
