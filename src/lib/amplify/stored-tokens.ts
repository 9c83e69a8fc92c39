/**
 * The user's tokens as Amplify stored them (cookies `CognitoIdentityServiceProvider.<client id>.
 * <user>.accessToken|idToken|clockDrift`, the user under `.LastAuthUser`), read without Amplify:
 * while they are fresh, a signed-in visit needs nothing else, and Amplify (some 50 KB gzip)
 * loads only to refresh them, sign out or change the password (decision 024).
 */

/** Amplify's prefix for the keys of a user pool client's tokens (cookies here). */
export const tokenKeyPrefix = (userPoolClientId: string): string =>
  `CognitoIdentityServiceProvider.${userPoolClientId}.`;

/**
 * Whether `cookies` (document.cookie) hold anything of a session of this client: Amplify keeps
 * the user's tokens and the last user under `CognitoIdentityServiceProvider.<client id>.…`.
 * Without any, Amplify itself would answer "signed out": no need to load it to know.
 */
export const hasStoredTokens = (cookies: string, userPoolClientId: string): boolean => {
  const prefix = tokenKeyPrefix(userPoolClientId);
  return cookies.split(';').some((cookie) => {
    const name = cookie.split('=')[0]?.trim() ?? '';
    try {
      return decodeURIComponent(name).startsWith(prefix);
    } catch {
      return name.startsWith(prefix);
    }
  });
};

export interface StoredTokens {
  accessToken: string;
  accessClaims: Record<string, unknown>;
  idClaims: Record<string, unknown>;
}

/**
 * Fresh means valid for at least this long: a call that starts now does not reach the API with
 * a token that expires on the way (Amplify itself refreshes 5 s before the expiry).
 */
export const FRESH_FOR_MS = 60_000;

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** document.cookie as a map, names and values decoded as js-cookie (Amplify's CookieStorage) writes them. */
export const readCookies = (cookies: string): Map<string, string> => {
  const map = new Map<string, string>();
  for (const pair of cookies.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = safeDecode(pair.slice(0, equals).trim());
    if (!map.has(name)) map.set(name, safeDecode(pair.slice(equals + 1).trim()));
  }
  return map;
};

/** A JWT's payload, or undefined when it is not one (nothing is verified: Amplify does not either). */
export const jwtClaims = (token: string): Record<string, unknown> | undefined => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

const expiresAt = (claims: Record<string, unknown>): number =>
  typeof claims.exp === 'number' ? claims.exp * 1000 : 0;

/**
 * The stored access and identity tokens of the last user of this client, when both are there
 * and fresh by the stored clock drift; undefined otherwise (then Amplify reads, refreshes or
 * finds nobody, as before).
 */
export const readStoredTokens = (
  cookies: string,
  userPoolClientId: string,
  now: number,
): StoredTokens | undefined => {
  const stored = readCookies(cookies);
  const prefix = tokenKeyPrefix(userPoolClientId);
  const user = stored.get(`${prefix}LastAuthUser`);
  if (!user) return undefined;
  const accessToken = stored.get(`${prefix}${user}.accessToken`);
  const idToken = stored.get(`${prefix}${user}.idToken`);
  if (!accessToken || !idToken) return undefined;
  const accessClaims = jwtClaims(accessToken);
  const idClaims = jwtClaims(idToken);
  if (!accessClaims || !idClaims) return undefined;
  const clockDrift = Number.parseInt(stored.get(`${prefix}${user}.clockDrift`) ?? '0', 10) || 0;
  const freshUntil = now + clockDrift + FRESH_FOR_MS;
  if (expiresAt(accessClaims) <= freshUntil || expiresAt(idClaims) <= freshUntil) return undefined;
  return { accessToken, accessClaims, idClaims };
};
