import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { afterEach, beforeEach } from 'vitest';
import { COGNITO_IDENTITY_POOL_PATH, COGNITO_USER_POOL_PATH } from '../config';
import { server } from '../node';
import { cognitoArea } from './cognito-area';
import { cognitoAccounts } from './cognito-users';
import { OFFLINE_IDENTITY_POOL_ID, OFFLINE_USER_POOL_CLIENT_ID, OFFLINE_USER_POOL_ID } from './pool-config';
import { refreshTokens, setTokenLifetimeSeconds } from './tokens';

/** For emulator tests: the real Amplify against msw/node, configured as the offline mode does. */
export const ORIGIN = 'http://localhost';
export const USER_POOL_URL = `${ORIGIN}${COGNITO_USER_POOL_PATH}`;

// Amplify warns about the custom endpoint on every call; its errors still reach console.error.
ConsoleLogger.LOG_LEVEL = 'ERROR';

export const configureAmplify = ({ identityPool = false } = {}) => {
  const userPool = {
    userPoolId: OFFLINE_USER_POOL_ID,
    userPoolClientId: OFFLINE_USER_POOL_CLIENT_ID,
    userPoolEndpoint: USER_POOL_URL,
  };
  if (!identityPool) return Amplify.configure({ Auth: { Cognito: userPool } });
  Amplify.configure({
    Auth: {
      Cognito: {
        ...userPool,
        identityPoolId: OFFLINE_IDENTITY_POOL_ID,
        identityPoolEndpoint: `${ORIGIN}${COGNITO_IDENTITY_POOL_PATH}`,
        allowGuestAccess: true,
      },
    },
  });
};

/** Back to the seeded pool: the tests change passwords, MFA and account states. */
export const resetPool = async () => {
  cognitoAccounts.clear();
  refreshTokens.clear();
  cognitoArea.clearMemory?.();
  await cognitoArea.seed();
};

let operations: string[] = [];
const recordOperation = ({ request }: { request: Request }) => {
  const target = request.headers.get('x-amz-target');
  if (target) operations.push(target.slice(target.indexOf('.') + 1));
};

/** The `x-amz-target` operations Amplify sent in this test, in order (e.g. 'InitiateAuth'). */
export const sentOperations = (): readonly string[] => operations;

/** Configures Amplify and a fresh pool before each test; signs out and restores the lifetime after. */
export const useAmplify = (options?: { identityPool?: boolean }) => {
  beforeEach(async () => {
    await resetPool();
    configureAmplify(options);
    operations = [];
    server.events.on('request:start', recordOperation);
  });
  afterEach(async () => {
    server.events.removeListener('request:start', recordOperation);
    setTokenLifetimeSeconds();
    await signOut();
  });
};

/** The tokens of the signed-in user (decoded by Amplify, with their text for API calls). */
export const currentTokens = async () => {
  const { tokens } = await fetchAuthSession();
  if (!tokens?.idToken) throw new Error('Not signed in');
  return { access: tokens.accessToken, id: tokens.idToken };
};

/** Calls the user pool directly, for what Amplify never sends (malformed calls, old tokens). */
export const callUserPool = async (operation: string, body: unknown) => {
  const response = await fetch(USER_POOL_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

/** Amplify's refresh token in storage (localStorage in jsdom). */
export const storedRefreshToken = (username: string): string | null =>
  localStorage.getItem(
    `CognitoIdentityServiceProvider.${OFFLINE_USER_POOL_CLIENT_ID}.${username}.refreshToken`,
  );
