import { Sha256 } from '@aws-crypto/sha256-js';
import { http } from 'msw';
import { OFFLINE_ISSUER } from '../auth/access-tokens';
import { COGNITO_IDENTITY_POOL_PATH, cognitoPath } from '../config';
import { cognitoError, cognitoJson, invalidParameter } from './errors';
import { fieldsOf, requiredString, type Fields } from './fields';
import { OFFLINE_IDENTITY_POOL_ID, OFFLINE_REGION } from './pool-config';
import { randomBytes, randomUuid } from '../random';
import { bytesToHex } from './srp';
import { readPoolToken } from './tokens';

const GUEST_CREDENTIALS_SECONDS = 50 * 60;
const USER_CREDENTIALS_SECONDS = 60 * 60;
/** The Logins key of the user pool: its issuer without the scheme. */
const USER_POOL_PROVIDER = OFFLINE_ISSUER.replace(/^https?:\/\//, '');
const IDENTITY_ID = new RegExp(
  `^${OFFLINE_REGION}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

const uuidFrom = (bytes: Uint8Array) => {
  const hex = bytesToHex(bytes.slice(0, 16));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * A user's identity id is derived from its `sub` (the same on every sign-in, as Cognito keeps
 * it), with version nibble 5; guests get random version-4 ids. The version tells them apart.
 */
const userIdentityId = (sub: string) => {
  const hash = new Sha256();
  hash.update(new TextEncoder().encode(`identity:${sub}`));
  const bytes = hash.digestSync();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return `${OFFLINE_REGION}:${uuidFrom(bytes)}`;
};

const isUserIdentity = (identityId: string) => identityId.charAt(OFFLINE_REGION.length + 15) === '5';

/** The `sub` of the signed-in user from Logins, or undefined for a guest. */
const loginSub = async (body: Fields): Promise<string | undefined> => {
  const logins = fieldsOf(body.Logins);
  const providers = Object.keys(logins);
  if (providers.length === 0) return undefined;
  const token = logins[USER_POOL_PROVIDER];
  if (providers.length > 1 || token === undefined) {
    throw cognitoError(
      'NotAuthorizedException',
      'Invalid login token. Issuer doesn\u2019t match providerName',
    );
  }
  const claims = await readPoolToken(token, 'id');
  return claims.sub;
};

const assertPool = (body: Fields) => {
  if (requiredString(body, 'IdentityPoolId') !== OFFLINE_IDENTITY_POOL_ID) {
    throw cognitoError(
      'ResourceNotFoundException',
      `IdentityPool '${String(body.IdentityPoolId)}' not found.`,
    );
  }
};

const getId = async (body: Fields) => {
  assertPool(body);
  const sub = await loginSub(body);
  return { IdentityId: sub ? userIdentityId(sub) : `${OFFLINE_REGION}:${randomUuid()}` };
};

const randomText = (alphabet: string, length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Look-alike temporary AWS credentials; nothing offline checks them. */
const credentials = (seconds: number) => ({
  AccessKeyId: `ASIA${randomText(UPPER, 16)}`,
  SecretKey: randomText(MIXED, 40),
  SessionToken: randomText(MIXED, 320),
  // Epoch seconds, as the service sends it (Amplify multiplies by 1000).
  Expiration: Math.floor(Date.now() / 1000) + seconds,
});

const getCredentialsForIdentity = async (body: Fields) => {
  const identityId = requiredString(body, 'IdentityId');
  if (!IDENTITY_ID.test(identityId)) throw invalidParameter(`Invalid IdentityId: ${identityId}`);
  const sub = await loginSub(body);
  if (sub) {
    // A guest identity signing in is merged into the user's, as Cognito does.
    return { IdentityId: userIdentityId(sub), Credentials: credentials(USER_CREDENTIALS_SECONDS) };
  }
  if (isUserIdentity(identityId)) {
    throw cognitoError(
      'NotAuthorizedException',
      'Logins don\u2019t match. Please include at least one valid login for this identity or identity pool.',
    );
  }
  return { IdentityId: identityId, Credentials: credentials(GUEST_CREDENTIALS_SECONDS) };
};

const OPERATIONS: Record<string, (body: Fields) => Promise<Record<string, unknown>>> = {
  GetId: getId,
  GetCredentialsForIdentity: getCredentialsForIdentity,
};

/** The identity pool: GetId and GetCredentialsForIdentity (guest access is enabled). */
export const identityPoolHandler = http.post(cognitoPath(COGNITO_IDENTITY_POOL_PATH), async ({ request }) => {
  const target = request.headers.get('x-amz-target') ?? '';
  const operation = target.startsWith('AWSCognitoIdentityService.') ? target.slice(26) : '';
  const run = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
  if (!run) return cognitoError('UnknownOperationException', `Unknown operation ${target}`);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return cognitoError('SerializationException', 'The request body is not valid JSON.');
  }
  return cognitoJson(await run(fieldsOf(body)));
});
