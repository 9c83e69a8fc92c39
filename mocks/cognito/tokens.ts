import { Sha256 } from '@aws-crypto/sha256-js';
import { Collection } from '@msw/data';
import { z } from 'zod';
import { OFFLINE_ISSUER } from '../auth/access-tokens';
import { signJwt, verifyJwt, type JwtClaims } from '../auth/jwt';
import { cognitoError } from './errors';
import { findCognitoUser, type CognitoUser } from './cognito-users';
import { recordSession } from '../db/audit-log';
import { OFFLINE_USER_POOL_CLIENT_ID } from './pool-config';
import { base64Url, randomBytes, randomUuid } from '../random';

const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
/** Cognito's default refresh token validity. */
const REFRESH_TOKEN_DAYS = 30;

let tokenLifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS;

/**
 * Lifetime of the ID and access tokens issued from now on; no argument restores 3600 s. Tests
 * shorten it so that Amplify really refreshes (it does when fewer than 5 s are left).
 */
export const setTokenLifetimeSeconds = (seconds = DEFAULT_TOKEN_LIFETIME_SECONDS): void => {
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`Invalid token lifetime: ${seconds}`);
  tokenLifetimeSeconds = seconds;
};

export const getTokenLifetimeSeconds = (): number => tokenLifetimeSeconds;

/**
 * Refresh tokens are opaque; the pool maps them to a user and to the `origin_jti` of the
 * sign-in, so RevokeToken also ends the access tokens of that sign-in (for GetUser). The pool
 * keeps a SHA-256 of each token, never the token: the collection is saved in localStorage
 * (mocks/db/persistence.ts), where a script could read it.
 */
export const RefreshTokenRecord = z.object({
  tokenHash: z.string(),
  username: z.string(),
  originJti: z.string(),
  authTime: z.number(),
  expiresAt: z.number(),
  revoked: z.boolean(),
});
export type RefreshTokenRecord = z.infer<typeof RefreshTokenRecord>;

export const refreshTokens = new Collection({ schema: RefreshTokenRecord });

const nowSeconds = () => Math.floor(Date.now() / 1000);

const hashToken = (token: string): string => {
  const hash = new Sha256();
  hash.update(new TextEncoder().encode(token));
  return base64Url(hash.digestSync());
};

/** The pool's record of a refresh token, revoked or not. */
export const findByToken = (token: unknown) =>
  typeof token === 'string'
    ? refreshTokens.findFirst((q) => q.where({ tokenHash: hashToken(token) }))
    : undefined;

const idTokenClaims = (user: CognitoUser): Record<string, unknown> => ({
  email: user.email,
  email_verified: true,
  given_name: user.givenName,
  family_name: user.familyName,
  ...(user.account.phoneNumber
    ? { phone_number: user.account.phoneNumber, phone_number_verified: true }
    : {}),
  // Cognito leaves out attributes without a value: no permission, no claim.
  ...(user.permissions.length > 0 ? { 'custom:permissions': user.permissions.join(',') } : {}),
});

const signTokens = async (user: CognitoUser, originJti: string, authTime: number) => {
  const iat = nowSeconds();
  const common = {
    sub: user.sub,
    iss: OFFLINE_ISSUER,
    'cognito:username': user.username,
    origin_jti: originJti,
    event_id: randomUuid(),
    auth_time: authTime,
    iat,
    exp: iat + tokenLifetimeSeconds,
  };
  const [IdToken, AccessToken] = await Promise.all([
    signJwt({
      ...common,
      ...idTokenClaims(user),
      aud: OFFLINE_USER_POOL_CLIENT_ID,
      token_use: 'id',
      jti: randomUuid(),
    }),
    // Shaped like issueAccessToken's, so the offline API's auth gate reads both the same way.
    signJwt({
      ...common,
      username: user.username,
      client_id: OFFLINE_USER_POOL_CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      jti: randomUuid(),
    }),
  ]);
  return { AccessToken, IdToken, ExpiresIn: tokenLifetimeSeconds, TokenType: 'Bearer' };
};

/** The AuthenticationResult of a completed sign-in: new tokens and a new refresh token. */
export const signInResult = async (user: CognitoUser) => {
  const now = nowSeconds();
  // Keep the stored list short: the whole collection is saved on each change.
  refreshTokens.deleteMany((q) => q.where({ expiresAt: (value) => value < now }));
  const token = base64Url(randomBytes(48));
  const record = await refreshTokens.create({
    tokenHash: hashToken(token),
    username: user.username,
    originJti: randomUuid(),
    authTime: now,
    expiresAt: now + REFRESH_TOKEN_DAYS * 86_400,
    revoked: false,
  });
  const result = { ...(await signTokens(user, record.originJti, now)), RefreshToken: token };
  await recordSession(user.sub, 'SIGNED_IN');
  return result;
};

/** Live refresh token, else the NotAuthorizedException Amplify answers by signing out. */
export const findRefreshToken = (token: unknown): RefreshTokenRecord => {
  const record = findByToken(token);
  if (!record) throw cognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  if (record.revoked) throw cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  if (record.expiresAt <= nowSeconds())
    throw cognitoError('NotAuthorizedException', 'Refresh Token has expired');
  return record;
};

/** New ID and access tokens for a refresh token (no rotation: the refresh token stays). */
export const refreshResult = (user: CognitoUser, record: RefreshTokenRecord) =>
  signTokens(user, record.originJti, record.authTime);

/** RevokeToken: the refresh token, and the access tokens of its sign-in, stop working. */
export const revokeRefreshToken = async (token: string): Promise<void> => {
  const record = findByToken(token);
  if (!record || record.revoked) return;
  await refreshTokens.update(record, { data: (draft) => void (draft.revoked = true) });
  await signedOut(record.username);
};

const signedOut = async (username: string) => {
  const user = findCognitoUser(username);
  if (user) await recordSession(user.sub, 'SIGNED_OUT');
};

/** GlobalSignOut: all the user's refresh tokens, and their sign-ins' access tokens. */
export const revokeUserRefreshTokens = async (username: string): Promise<void> => {
  const live = refreshTokens.findMany((q) => q.where({ username, revoked: false }));
  await refreshTokens.updateMany((q) => q.where({ username, revoked: false }), {
    data: (draft) => void (draft.revoked = true),
  });
  // Signing out of every device after RevokeToken signed this one out is not a second sign-out.
  if (live.length > 0) await signedOut(username);
};

/** Whether the sign-in a token belongs to (its `origin_jti`) was revoked: sign-out, GlobalSignOut. */
export const isRevokedOrigin = (originJti: unknown) =>
  typeof originJti === 'string' &&
  refreshTokens.findFirst((q) => q.where({ originJti, revoked: true })) !== undefined;

/**
 * The claims of a token this pool signed for `use` ('access' for GetUser and the software token
 * calls, 'id' for the identity pool), or Cognito's NotAuthorizedException.
 */
export const readPoolToken = async (token: unknown, use: 'access' | 'id'): Promise<JwtClaims> => {
  const label = use === 'access' ? 'Access Token' : 'ID Token';
  const text = typeof token === 'string' ? token : '';
  const claims = await verifyJwt(text);
  if (!claims) {
    // Signed by us but past exp reads differently from garbage, as with Cognito.
    const expired = await verifyJwt(text, 0);
    throw cognitoError('NotAuthorizedException', expired ? `${label} has expired` : `Invalid ${label}`);
  }
  if (claims.token_use !== use || claims.iss !== OFFLINE_ISSUER) {
    throw cognitoError('NotAuthorizedException', `Invalid ${label}`);
  }
  if (isRevokedOrigin(claims.origin_jti))
    throw cognitoError('NotAuthorizedException', `${label} has been revoked`);
  return claims;
};
