import { http } from 'msw';
import { COGNITO_USER_POOL_PATH, cognitoPath } from '../config';
import {
  associateSoftwareToken,
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  getUser,
  globalSignOut,
  setUserMfaPreference,
  verifySoftwareToken,
} from './account-operations';
import { getTokensFromRefreshToken, initiateAuth, revokeToken } from './auth-operations';
import { respondToAuthChallenge } from './challenge-answers';
import { confirmSignUp, resendConfirmationCode } from './sign-up-operations';
import { cognitoError, cognitoJson } from './errors';
import { fieldsOf, requiredString, type Fields } from './fields';
import { OFFLINE_USER_POOL_CLIENT_ID } from './pool-config';

type Operation = (body: Fields) => Promise<Record<string, unknown>>;

/** The operations that name the app client, which must be the offline pool's. */
const WITH_CLIENT: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  RevokeToken: revokeToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
};

/** The operations authorised by a challenge Session or an access token instead. */
const WITHOUT_CLIENT: Record<string, Operation> = {
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  GetUser: getUser,
  ChangePassword: changePassword,
  GlobalSignOut: globalSignOut,
};

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

const operationOf = (target: string): Operation | undefined => {
  if (!target.startsWith(TARGET_PREFIX)) return undefined;
  const name = target.slice(TARGET_PREFIX.length);
  if (Object.hasOwn(WITH_CLIENT, name)) {
    const run = WITH_CLIENT[name];
    return (body) => {
      const clientId = requiredString(body, 'ClientId');
      if (clientId !== OFFLINE_USER_POOL_CLIENT_ID) {
        throw cognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
      }
      return run ? run(body) : Promise.resolve({});
    };
  }
  return Object.hasOwn(WITHOUT_CLIENT, name) ? WITHOUT_CLIENT[name] : undefined;
};

/**
 * The user pool: Amplify POSTs every operation to one URL and names it in `x-amz-target`.
 * Operations throw Cognito errors (Responses); MSW answers a thrown Response as is.
 */
export const userPoolHandler = http.post(cognitoPath(COGNITO_USER_POOL_PATH), async ({ request }) => {
  const target = request.headers.get('x-amz-target') ?? '';
  const run = operationOf(target);
  if (!run) return cognitoError('UnknownOperationException', `Unknown operation ${target}`);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return cognitoError('SerializationException', 'The request body is not valid JSON.');
  }
  return cognitoJson(await run(fieldsOf(body)));
});
