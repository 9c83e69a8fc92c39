import { maskEmail } from './challenges';
import {
  findCognitoUser,
  passwordMatches,
  passwordPolicyViolation,
  setPassword,
  updateAccount,
  type CognitoUser,
  type MfaMode,
} from './cognito-users';
import {
  cognitoError,
  expiredCode,
  incorrectCredentials,
  invalidPassword,
  limitExceeded,
  mfaCodeMismatch,
  resetCodeMismatch,
  tooManyFailedAttempts,
} from './errors';
import { fieldsOf, optionalString, requiredString, type Fields } from './fields';
import { clearPasswordAttempts } from './password-attempts';
import { OFFLINE_CODE } from './pool-config';
import { closeSession, countFailure, findSession, openSession } from './sessions';
import { randomBytes } from '../random';
import { readPoolToken, revokeUserRefreshTokens } from './tokens';

const HOUR_MS = 3_600_000;
/** ForgotPassword calls a user may make in an hour before LimitExceededException. */
const MAX_RESET_REQUESTS_PER_HOUR = 5;
/** Wrong reset codes before the code is void and a new one must be requested. */
const MAX_RESET_CODE_FAILURES = 5;

const resetUser = (username: string): CognitoUser => {
  const user = findCognitoUser(username);
  if (!user) throw cognitoError('UserNotFoundException', 'Username/client id combination not found.');
  return user;
};

export const forgotPassword = async (body: Fields) => {
  const user = resetUser(requiredString(body, 'Username'));
  const now = Date.now();
  const recent = user.account.resetRequests.filter((at) => at > now - HOUR_MS);
  if (recent.length >= MAX_RESET_REQUESTS_PER_HOUR) throw limitExceeded();
  await updateAccount(user, (draft) => {
    draft.resetRequests = [...recent, now];
    draft.resetCodeSentAt = now;
    draft.resetCodeFailures = 0;
  });
  // The code is "sent" by email; offline it is always OFFLINE_CODE.
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskEmail(user.email),
    },
  };
};

export const confirmForgotPassword = async (body: Fields) => {
  const user = resetUser(requiredString(body, 'Username'));
  const code = requiredString(body, 'ConfirmationCode');
  const password = requiredString(body, 'Password');
  const sentAt = user.account.resetCodeSentAt;
  if (sentAt === undefined || sentAt < Date.now() - HOUR_MS) throw expiredCode();
  if (code !== OFFLINE_CODE) {
    const failures = user.account.resetCodeFailures + 1;
    await updateAccount(user, (draft) => {
      draft.resetCodeFailures = failures;
      if (failures >= MAX_RESET_CODE_FAILURES) delete draft.resetCodeSentAt;
    });
    throw failures >= MAX_RESET_CODE_FAILURES ? tooManyFailedAttempts() : resetCodeMismatch();
  }
  const violation = passwordPolicyViolation(password);
  if (violation) throw invalidPassword(violation);
  await setPassword(user, password);
  await updateAccount(user, (draft) => {
    // A reset replaces a temporary or invalidated password; an unconfirmed user stays unconfirmed.
    if (draft.status !== 'UNCONFIRMED') draft.status = 'CONFIRMED';
    draft.missingAttributes = [];
    delete draft.resetCodeSentAt;
    draft.resetCodeFailures = 0;
  });
  clearPasswordAttempts(user.username);
  return {};
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A TOTP secret as Cognito gives it: 32 base32 characters (offline, only 123456 is accepted). */
const newTotpSecret = () => Array.from(randomBytes(32), (byte) => BASE32[byte % 32]).join('');

/** Software token set-up by a signed-in user (AccessToken) rather than during sign-in (Session). */
const pendingSecrets = new Map<string, string>();

const userOfAccessToken = async (token: unknown): Promise<CognitoUser> => {
  const claims = await readPoolToken(token, 'access');
  const user = findCognitoUser(String(claims['cognito:username']));
  if (!user) throw cognitoError('NotAuthorizedException', 'User does not exist.');
  return user;
};

export const associateSoftwareToken = async (body: Fields) => {
  const secret = newTotpSecret();
  const sessionId = optionalString(body, 'Session');
  if (sessionId) {
    const session = findSession(sessionId, 'MFA_SETUP');
    closeSession(sessionId);
    const Session = openSession({ challenge: 'MFA_SETUP', username: session.username, totpSecret: secret });
    return { SecretCode: secret, Session };
  }
  const user = await userOfAccessToken(body.AccessToken);
  pendingSecrets.set(user.username, secret);
  return { SecretCode: secret };
};

export const verifySoftwareToken = async (body: Fields) => {
  const code = requiredString(body, 'UserCode');
  const sessionId = optionalString(body, 'Session');
  if (sessionId) {
    const session = findSession(sessionId, 'MFA_SETUP');
    if (!session.totpSecret)
      throw cognitoError('InvalidParameterException', 'AssociateSoftwareToken was not called.');
    if (code !== OFFLINE_CODE) {
      countFailure(sessionId, session);
      throw mfaCodeMismatch();
    }
    closeSession(sessionId);
    const user = findCognitoUser(session.username);
    if (!user) throw cognitoError('NotAuthorizedException', 'User does not exist.');
    const secret = session.totpSecret;
    // Set up for good: later sign-ins ask for a TOTP code.
    await updateAccount(user, (draft) => {
      draft.totpSecret = secret;
      draft.mfa = 'totp';
    });
    const Session = openSession({ challenge: 'MFA_SETUP', username: user.username, totpVerified: true });
    return { Status: 'SUCCESS', Session };
  }
  const user = await userOfAccessToken(body.AccessToken);
  const secret = pendingSecrets.get(user.username);
  if (!secret) throw cognitoError('InvalidParameterException', 'AssociateSoftwareToken was not called.');
  if (code !== OFFLINE_CODE) throw mfaCodeMismatch();
  pendingSecrets.delete(user.username);
  await updateAccount(user, (draft) => void (draft.totpSecret = secret));
  return { Status: 'SUCCESS' };
};

/** updateMFAPreference: the preferred (else the only enabled) factor is asked at sign-in. */
export const setUserMfaPreference = async (body: Fields) => {
  const user = await userOfAccessToken(body.AccessToken);
  const totp = fieldsOf(body.SoftwareTokenMfaSettings);
  const sms = fieldsOf(body.SMSMfaSettings);
  if (totp.Enabled === true && !user.account.totpSecret) {
    throw cognitoError('InvalidParameterException', 'User has not verified software token mfa');
  }
  if (sms.Enabled === true && !user.account.phoneNumber) {
    throw cognitoError('InvalidParameterException', 'User does not have a phone number for SMS MFA');
  }
  const preferred = (settings: Fields) => settings.PreferredMfa === true;
  const enabled = (settings: Fields) => settings.Enabled === true || preferred(settings);
  await updateAccount(user, (draft) => {
    if (preferred(totp) || (enabled(totp) && !preferred(sms))) draft.mfa = 'totp';
    else if (enabled(sms)) draft.mfa = 'sms';
    else if (totp.Enabled === false || sms.Enabled === false) draft.mfa = 'none';
  });
  return {};
};

const MFA_SETTINGS: Partial<Record<MfaMode, string[]>> = {
  sms: ['SMS_MFA'],
  totp: ['SOFTWARE_TOKEN_MFA'],
  choose: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'],
};

/** updatePassword: the previous password must be right, the new one must follow the policy. */
export const changePassword = async (body: Fields) => {
  const user = await userOfAccessToken(body.AccessToken);
  const previous = requiredString(body, 'PreviousPassword');
  const proposed = requiredString(body, 'ProposedPassword');
  if (!passwordMatches(user, previous)) throw incorrectCredentials();
  const violation = passwordPolicyViolation(proposed);
  if (violation) throw invalidPassword(violation);
  await setPassword(user, proposed);
  return {};
};

/** signOut({ global: true }): every refresh token of the user stops working. */
export const globalSignOut = async (body: Fields) => {
  const user = await userOfAccessToken(body.AccessToken);
  await revokeUserRefreshTokens(user.username);
  return {};
};

/** The user's attributes as Cognito lists them (fetchUserAttributes). */
export const getUser = async (body: Fields) => {
  const user = await userOfAccessToken(body.AccessToken);
  const attributes: [string, string][] = [
    ['sub', user.sub],
    ['email', user.email],
    ['email_verified', 'true'],
    ['given_name', user.givenName],
    ['family_name', user.familyName],
  ];
  if (user.account.phoneNumber)
    attributes.push(['phone_number', user.account.phoneNumber], ['phone_number_verified', 'true']);
  if (user.permissions.length > 0) attributes.push(['custom:permissions', user.permissions.join(',')]);
  const mfa = MFA_SETTINGS[user.account.mfa] ?? [];
  return {
    Username: user.username,
    UserAttributes: attributes.map(([Name, Value]) => ({ Name, Value })),
    // With a choice there is no preference: Cognito asks SELECT_MFA_TYPE.
    ...(mfa.length === 1 ? { PreferredMfaSetting: mfa[0] } : {}),
    ...(mfa.length > 0 ? { UserMFASettingList: mfa } : {}),
  };
};
