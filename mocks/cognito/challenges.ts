import { findCognitoUser, type CognitoUser } from './cognito-users';
import { passwordResetRequired, userNotConfirmed, userNotFound } from './errors';
import { clearPasswordAttempts } from './password-attempts';
import { OFFLINE_CUSTOM_CHALLENGE } from './pool-config';
import { openSession, type ChallengeName } from './sessions';
import { signInResult } from './tokens';

/** What InitiateAuth and RespondToAuthChallenge answer: a challenge, or the tokens. */
export type AuthAnswer = Record<string, unknown>;

/** The user of a username or session, else UserNotFoundException. */
export const userFor = (username: string): CognitoUser => {
  const user = findCognitoUser(username);
  if (!user) throw userNotFound();
  return user;
};

/** `+16135550142` → `+*******0142`, as Cognito shows where a code went. */
export const maskPhone = (phone: string): string =>
  `+${'*'.repeat(Math.max(phone.length - 5, 1))}${phone.slice(-4)}`;

/** `nadia.bouchard@portal.example.ca` → `n***@p***`. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

const challenge = (
  user: CognitoUser,
  name: ChallengeName,
  parameters: Record<string, string> = {},
  state: { custom?: boolean; failures?: number } = {},
): AuthAnswer => ({
  ChallengeName: name,
  Session: openSession({ challenge: name, username: user.username, ...state }),
  // Amplify takes USERNAME as the active sign-in name for the following steps.
  ChallengeParameters: { USERNAME: user.username, ...parameters },
});

/** Signed in: tokens and a refresh token. Never NewDeviceMetadata (no device tracking offline). */
export const completeSignIn = async (user: CognitoUser): Promise<AuthAnswer> => {
  clearPasswordAttempts(user.username);
  return { AuthenticationResult: await signInResult(user), ChallengeParameters: {} };
};

export const smsChallenge = (user: CognitoUser): AuthAnswer =>
  challenge(user, 'SMS_MFA', {
    CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
    CODE_DELIVERY_DESTINATION: maskPhone(user.account.phoneNumber ?? '+10000000000'),
  });

export const totpChallenge = (user: CognitoUser): AuthAnswer =>
  challenge(user, 'SOFTWARE_TOKEN_MFA', { FRIENDLY_DEVICE_NAME: 'Authenticator' });

/** The clinic code question; `failures` carries the wrong answers of earlier rounds. */
export const customChallenge = (user: CognitoUser, custom: boolean, failures = 0): AuthAnswer =>
  challenge(user, 'CUSTOM_CHALLENGE', { question: OFFLINE_CUSTOM_CHALLENGE.question }, { custom, failures });

/** The step after the password (and after a new password): the user's MFA, else the tokens. */
export const secondFactor = async (user: CognitoUser, custom: boolean): Promise<AuthAnswer> => {
  if (custom) return customChallenge(user, true);
  switch (user.account.mfa) {
    case 'custom':
      return customChallenge(user, false);
    case 'sms':
      return smsChallenge(user);
    case 'totp':
      return totpChallenge(user);
    case 'choose':
      // A JSON string, not an array: Amplify JSON.parses it.
      return challenge(user, 'SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' });
    case 'setup':
      return challenge(user, 'MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' });
    case 'none':
      return completeSignIn(user);
  }
};

/** Account states Cognito reports before any challenge (UNCONFIRMED only after a good password). */
export const assertCanStartSignIn = (user: CognitoUser): void => {
  if (user.account.status === 'RESET_REQUIRED') throw passwordResetRequired();
};

/** After a correct password: the account's state first, then the second factor. */
export const afterPassword = async (user: CognitoUser, custom: boolean): Promise<AuthAnswer> => {
  clearPasswordAttempts(user.username);
  if (user.account.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (user.account.status === 'RESET_REQUIRED') throw passwordResetRequired();
  if (user.account.status === 'FORCE_CHANGE_PASSWORD') {
    const known: Record<string, string> = {
      email: user.email,
      email_verified: 'true',
      given_name: user.givenName,
      family_name: user.familyName,
    };
    for (const name of user.account.missingAttributes) delete known[name];
    return challenge(
      user,
      'NEW_PASSWORD_REQUIRED',
      {
        userAttributes: JSON.stringify(known),
        // Cognito's format; Amplify strips the prefix into nextStep.missingAttributes.
        requiredAttributes: JSON.stringify(
          user.account.missingAttributes.map((name) => `userAttributes.${name}`),
        ),
      },
      { custom },
    );
  }
  return secondFactor(user, custom);
};
