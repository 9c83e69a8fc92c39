import { Sha256 } from '@aws-crypto/sha256-js';

/**
 * HS256 JSON Web Tokens for the offline API. The key is public on purpose: these tokens only
 * ever open the offline API, which checks their signature and expiry like the real backend.
 */
const OFFLINE_SIGNING_KEY = 'dental-portal-offline-signing-key';

const encoder = new TextEncoder();

const base64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): string => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

const sign = async (data: string): Promise<string> => {
  const hmac = new Sha256(OFFLINE_SIGNING_KEY);
  hmac.update(encoder.encode(data));
  return base64Url(await hmac.digest());
};

export type JwtClaims = Record<string, unknown> & { exp: number; iat: number; sub: string };

export const signJwt = async (claims: JwtClaims): Promise<string> => {
  const header = base64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = base64Url(encoder.encode(JSON.stringify(claims)));
  return `${header}.${payload}.${await sign(`${header}.${payload}`)}`;
};

/** The claims of a token signed by the offline API and not expired, else undefined. */
export const verifyJwt = async (
  token: string,
  nowSeconds = Date.now() / 1000,
): Promise<JwtClaims | undefined> => {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  if ((await sign(`${header}.${payload}`)) !== signature) return undefined;
  try {
    const claims = JSON.parse(fromBase64Url(payload)) as JwtClaims;
    return typeof claims.exp === 'number' && claims.exp > nowSeconds ? claims : undefined;
  } catch {
    return undefined;
  }
};
