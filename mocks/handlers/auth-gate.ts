import { http } from 'msw';
import { readBearer } from '../auth/access-tokens';
import { isRevokedOrigin } from '../cognito/tokens';
import { apiPath } from '../config';
import { unauthorized } from './problem';

/** Paths the real backend serves without a token. */
const PUBLIC_PATHS = [/\/api\/public\//, /\/api\/__offline\//];

/**
 * First handler of the offline API: like the real one, it answers 401 to any call without a
 * valid bearer token, or with the token of a sign-in that was revoked (signed out, or every
 * session of the user ended); otherwise it falls through to the operation's handler.
 */
export const authGate = http.all(apiPath('/*'), async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (PUBLIC_PATHS.some((pattern) => pattern.test(pathname))) return undefined;
  if (request.method === 'OPTIONS') return undefined;
  const claims = await readBearer(request);
  return claims && !isRevokedOrigin(claims.origin_jti) ? undefined : unauthorized();
});

/** The signed-in user's id, for handlers that answer per user (the gate already checked the token). */
export const currentUserId = async (request: Request): Promise<string> => {
  const claims = await readBearer(request);
  if (!claims) throw unauthorized();
  return claims.sub;
};
