import {
  afterPassword,
  completeSignIn,
  customChallenge,
  secondFactor,
  smsChallenge,
  totpChallenge,
  userFor,
  type AuthAnswer,
} from './challenges';
import {
  findCognitoUser,
  passwordPolicyViolation,
  setPassword,
  updateAccount,
  verifierOf,
} from './cognito-users';
import {
  cognitoError,
  incorrectCredentials,
  invalidParameter,
  invalidPassword,
  invalidSession,
  mfaCodeMismatch,
} from './errors';
import { fieldsOf, requiredString, type Fields } from './fields';
import { recordWrongPassword } from './password-attempts';
import { OFFLINE_CODE, OFFLINE_CUSTOM_CHALLENGE } from './pool-config';
import { closeSession, countFailure, findSession, findSrpSession, type ChallengeName } from './sessions';
import { verifyPasswordClaim } from './srp';

/** Wrong clinic codes before a custom sign-in fails, as a typical define-auth-challenge trigger. */
const MAX_CUSTOM_ANSWERS = 3;
/** Amplify's getNowString: `Tue Nov 3 14:05:09 UTC 2026`. */
const TIMESTAMP_FORMAT = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}:\d{2} UTC \d{4}$/;

/** RespondToAuthChallenge, one answerer per challenge the emulator issues. */
type ChallengeAnswerer = (responses: Fields, sessionId: unknown) => Promise<AuthAnswer>;

const passwordVerifier: ChallengeAnswerer = async (responses, sessionId) => {
  const secretBlock = requiredString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requiredString(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requiredString(responses, 'TIMESTAMP');
  const [id, session] =
    typeof sessionId === 'string' && sessionId !== ''
      ? [sessionId, findSession(sessionId, 'PASSWORD_VERIFIER')]
      : (findSrpSession(secretBlock) ?? [undefined, undefined]);
  if (!session?.srp || session.srp.secretBlock !== secretBlock) throw invalidSession();
  if (!TIMESTAMP_FORMAT.test(timestamp)) throw invalidParameter('TIMESTAMP format is invalid.');
  closeSession(id);
  const user = findCognitoUser(session.username);
  if (!user) throw incorrectCredentials();
  const { verifier } = verifierOf(user);
  const claim = {
    username: session.username,
    verifierHex: verifier,
    state: session.srp,
    secretBlock,
    timestamp,
    signature,
  };
  if (!verifyPasswordClaim(claim)) {
    recordWrongPassword(user.username);
    throw incorrectCredentials();
  }
  return afterPassword(user, session.custom);
};

const newPasswordRequired: ChallengeAnswerer = async (responses, sessionId) => {
  const session = findSession(sessionId, 'NEW_PASSWORD_REQUIRED');
  const password = requiredString(responses, 'NEW_PASSWORD');
  const violation = passwordPolicyViolation(password);
  if (violation) throw invalidPassword(violation);
  const user = userFor(session.username);
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(responses)) {
    if (name.startsWith('userAttributes.') && typeof value === 'string' && value.trim() !== '')
      given[name.slice('userAttributes.'.length)] = value.trim();
  }
  const missing = user.account.missingAttributes.find((name) => !given[name]);
  if (missing) throw invalidParameter(`Invalid attributes given, ${missing} is missing`);
  closeSession(sessionId);
  await setPassword(user, password);
  await updateAccount(user, (draft) => {
    draft.status = 'CONFIRMED';
    draft.missingAttributes = [];
    draft.attributes = { ...draft.attributes, ...given };
  });
  // Read again: the names given here are now the user's claims.
  return secondFactor(userFor(user.username), session.custom);
};

const codeAnswer =
  (challenge: ChallengeName, field: string): ChallengeAnswerer =>
  async (responses, sessionId) => {
    const session = findSession(sessionId, challenge);
    if (requiredString(responses, field) !== OFFLINE_CODE) {
      countFailure(sessionId, session);
      throw mfaCodeMismatch();
    }
    closeSession(sessionId);
    return completeSignIn(userFor(session.username));
  };

const selectMfaType: ChallengeAnswerer = (responses, sessionId) => {
  const session = findSession(sessionId, 'SELECT_MFA_TYPE');
  const answer = requiredString(responses, 'ANSWER');
  if (answer !== 'SMS_MFA' && answer !== 'SOFTWARE_TOKEN_MFA')
    throw invalidParameter(`Invalid MFA type: ${answer}`);
  closeSession(sessionId);
  const user = userFor(session.username);
  return Promise.resolve(answer === 'SMS_MFA' ? smsChallenge(user) : totpChallenge(user));
};

const mfaSetup: ChallengeAnswerer = async (_responses, sessionId) => {
  const session = findSession(sessionId, 'MFA_SETUP');
  if (!session.totpVerified) {
    throw cognitoError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been enabled by the user.',
    );
  }
  closeSession(sessionId);
  return completeSignIn(userFor(session.username));
};

const customAnswer: ChallengeAnswerer = async (responses, sessionId) => {
  const session = findSession(sessionId, 'CUSTOM_CHALLENGE');
  const answer = requiredString(responses, 'ANSWER');
  closeSession(sessionId);
  const user = userFor(session.username);
  if (answer.trim().toUpperCase() === OFFLINE_CUSTOM_CHALLENGE.answer) return completeSignIn(user);
  // A wrong answer gets the question again, in a new session, until the trigger gives up.
  const failures = session.failures + 1;
  if (failures >= MAX_CUSTOM_ANSWERS) throw incorrectCredentials();
  return customChallenge(user, session.custom, failures);
};

const ANSWERERS: Record<ChallengeName, ChallengeAnswerer> = {
  PASSWORD_VERIFIER: passwordVerifier,
  NEW_PASSWORD_REQUIRED: newPasswordRequired,
  SMS_MFA: codeAnswer('SMS_MFA', 'SMS_MFA_CODE'),
  SOFTWARE_TOKEN_MFA: codeAnswer('SOFTWARE_TOKEN_MFA', 'SOFTWARE_TOKEN_MFA_CODE'),
  SELECT_MFA_TYPE: selectMfaType,
  MFA_SETUP: mfaSetup,
  CUSTOM_CHALLENGE: customAnswer,
};

export const respondToAuthChallenge = (body: Fields): Promise<AuthAnswer> => {
  const name = requiredString(body, 'ChallengeName');
  const answerer = Object.hasOwn(ANSWERERS, name) ? ANSWERERS[name as ChallengeName] : undefined;
  if (!answerer) throw invalidParameter(`Invalid challenge name: ${name}`);
  return answerer(fieldsOf(body.ChallengeResponses), body.Session);
};
