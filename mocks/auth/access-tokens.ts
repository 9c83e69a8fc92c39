import { randomUuid } from '../random';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';

export const OFFLINE_ISSUER = 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_offline';

export interface AccessTokenSubject {
  /** The user's id (Cognito `sub`). */
  id: string;
  username: string;
}

/** An access token as Cognito shapes it, for a user of the offline database. */
export const issueAccessToken = (subject: AccessTokenSubject, lifetimeSeconds = 3600): Promise<string> => {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({
    sub: subject.id,
    username: subject.username,
    'cognito:username': subject.username,
    token_use: 'access',
    iss: OFFLINE_ISSUER,
    iat: now,
    exp: now + lifetimeSeconds,
    origin_jti: randomUuid(),
    jti: randomUuid(),
  });
};

/**
 * The claims of the request's bearer token, or undefined when it is missing, forged, expired, or
 * not an access token of this pool. An ID token is refused, as the real API must refuse it: it
 * proves who signed in to the app client, not that the API may be called on their behalf.
 */
export const readBearer = async (request: Request): Promise<JwtClaims | undefined> => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? await verifyJwt(match[1]) : undefined;
  return claims?.token_use === 'access' && claims.iss === OFFLINE_ISSUER ? claims : undefined;
};
