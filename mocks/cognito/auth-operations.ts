import { afterPassword, assertCanStartSignIn, customChallenge, userFor, type AuthAnswer } from './challenges';
import { findCognitoUser, passwordMatches, verifierOf } from './cognito-users';
import { cognitoError, incorrectCredentials, invalidParameter, userNotConfirmed } from './errors';
import { fieldsOf, optionalString, requiredString, type Fields } from './fields';
import { assertNotLockedOut, recordWrongPassword } from './password-attempts';
import { openSession } from './sessions';
import { isValidSrpA, newSecretBlock, startSrp } from './srp';
import { findRefreshToken, refreshResult, revokeRefreshToken } from './tokens';

const startSrpSignIn = (parameters: Fields, custom: boolean): AuthAnswer => {
  const user = userFor(requiredString(parameters, 'USERNAME'));
  const srpA = requiredString(parameters, 'SRP_A');
  assertCanStartSignIn(user);
  assertNotLockedOut(user.username);
  if (!isValidSrpA(srpA)) throw invalidParameter('Invalid SRP_A value.');
  const { salt, verifier } = verifierOf(user);
  const srp = { ...startSrp(verifier, srpA), secretBlock: newSecretBlock() };
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: openSession({ challenge: 'PASSWORD_VERIFIER', username: user.username, custom, srp }),
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: srp.secretBlock,
      SRP_B: srp.B,
      USERNAME: user.username,
      // The name the client hashes with the password: the verifier was made with this one.
      USER_ID_FOR_SRP: user.username,
    },
  };
};

const passwordSignIn = async (parameters: Fields): Promise<AuthAnswer> => {
  const user = userFor(requiredString(parameters, 'USERNAME'));
  const password = requiredString(parameters, 'PASSWORD');
  assertCanStartSignIn(user);
  assertNotLockedOut(user.username);
  if (!passwordMatches(user, password)) {
    recordWrongPassword(user.username);
    throw incorrectCredentials();
  }
  return afterPassword(user, false);
};

/** CUSTOM_AUTH without SRP: the offline pool's trigger asks every user the clinic code. */
const startCustomAuth = (parameters: Fields): AuthAnswer => {
  const user = userFor(requiredString(parameters, 'USERNAME'));
  assertCanStartSignIn(user);
  if (user.account.status === 'UNCONFIRMED') throw userNotConfirmed();
  return customChallenge(user, true);
};

const refreshAnswer = async (refreshToken: string) => {
  const record = findRefreshToken(refreshToken);
  const user = findCognitoUser(record.username);
  if (!user) throw cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  return { AuthenticationResult: await refreshResult(user, record) };
};

export const initiateAuth = async (body: Fields): Promise<AuthAnswer> => {
  const flow = requiredString(body, 'AuthFlow');
  const parameters = fieldsOf(body.AuthParameters);
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrpSignIn(parameters, false);
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(parameters);
    case 'CUSTOM_AUTH':
      // Amplify's CUSTOM_WITH_SRP sends SRP_A (CHALLENGE_NAME 'SRP_A'): password first, then the code.
      return optionalString(parameters, 'SRP_A')
        ? startSrpSignIn(parameters, true)
        : startCustomAuth(parameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return {
        ...(await refreshAnswer(requiredString(parameters, 'REFRESH_TOKEN'))),
        ChallengeParameters: {},
      };
    default:
      throw invalidParameter(`${flow} flow not enabled for this client`);
  }
};

export const getTokensFromRefreshToken = (body: Fields) =>
  refreshAnswer(requiredString(body, 'RefreshToken'));

export const revokeToken = async (body: Fields) => {
  // Like RFC 7009 (and Cognito), an unknown token is not an error: it is already unusable.
  await revokeRefreshToken(requiredString(body, 'Token'));
  return {};
};
