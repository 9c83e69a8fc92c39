import { Sha256 } from '@aws-crypto/sha256-js';
import { OFFLINE_USER_POOL_NAME } from './pool-config';
import { modPow } from '@/utils/mod-pow';
import { randomBytes } from '../random';

/**
 * The server half of Cognito's SRP-6a, mirroring Amplify's client
 * (@aws-amplify/auth src/providers/cognito/utils/srp): same 3072-bit group, same padding,
 * hashes and HKDF, so a PASSWORD_CLAIM_SIGNATURE only matches when the client knew the password.
 * BigInt and sha256-js run in the browser worker's page and in Node alike.
 */
const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

const encoder = new TextEncoder();

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const hexToBytes = (hex: string): Uint8Array =>
  Uint8Array.from({ length: hex.length / 2 }, (_, index) =>
    parseInt(hex.slice(index * 2, index * 2 + 2), 16),
  );

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

const fromBase64 = (text: string): Uint8Array | undefined => {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
};

/** Java's BigInteger.toByteArray in hex, as Amplify's getPaddedHex (positive numbers only here). */
const padHex = (value: bigint): string => {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
};

const sha256 = (data: Uint8Array | string): Uint8Array => {
  const hash = new Sha256();
  hash.update(typeof data === 'string' ? encoder.encode(data) : data);
  return hash.digestSync();
};

const hmac = (key: Uint8Array, data: Uint8Array): Uint8Array => {
  const hash = new Sha256(key);
  hash.update(data);
  return hash.digestSync();
};

const hashHex = (hex: string): bigint => BigInt(`0x${bytesToHex(sha256(hexToBytes(hex)))}`);

const k = hashHex(padHex(N) + padHex(g));

/** A fresh random salt, as the hex Cognito sends in SALT. */
export const newSalt = (): string => bytesToHex(randomBytes(16));

/** A salt that every run derives alike from a seed (for the seed passwords). */
export const seededSalt = (seed: string): string => bytesToHex(sha256(`offline-salt:${seed}`).slice(0, 16));

/**
 * The verifier v = g^x of a password, x = H(salt | H(poolName | username ":" password)): what
 * Cognito keeps instead of the password (about 5 ms, so callers cache it).
 */
export const passwordVerifier = (username: string, password: string, saltHex: string): string => {
  const inner = bytesToHex(sha256(`${OFFLINE_USER_POOL_NAME}${username}:${password}`));
  const x = hashHex(padHex(BigInt(`0x${saltHex}`)) + inner);
  return modPow(g, x, N).toString(16);
};

export interface SrpServerState {
  /** The server's secret exponent b, in hex (kept in the challenge session, never sent). */
  b: string;
  /** SRP_B as sent to the client. */
  B: string;
  /** SRP_A as the client sent it. */
  A: string;
}

/** Whether SRP_A is a usable client value: hex, and not 0 mod N (else the proof is trivial). */
export const isValidSrpA = (srpA: string): boolean =>
  /^[0-9a-f]+$/i.test(srpA) && BigInt(`0x${srpA}`) % N !== 0n;

/** The server's ephemeral value for one sign-in: B = k·v + g^b. */
export const startSrp = (verifierHex: string, srpA: string): SrpServerState => {
  const v = BigInt(`0x${verifierHex}`);
  for (;;) {
    // A 256-bit exponent is plenty for an emulator and keeps each modPow near 4 ms.
    const b = BigInt(`0x${bytesToHex(randomBytes(32))}`);
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16), A: srpA };
  }
};

export interface PasswordClaim {
  /** USER_ID_FOR_SRP: the username the client hashed with the password. */
  username: string;
  verifierHex: string;
  state: SrpServerState;
  /** SECRET_BLOCK as sent (base64). */
  secretBlock: string;
  /** TIMESTAMP as the client sent it, e.g. `Tue Nov 3 14:05:09 UTC 2026`. */
  timestamp: string;
  signature: string;
}

/** Recomputes the client's HMAC with the key both sides derive from S; true when it matches. */
export const verifyPasswordClaim = (claim: PasswordClaim): boolean => {
  const A = BigInt(`0x${claim.state.A}`);
  const B = BigInt(`0x${claim.state.B}`);
  const u = hashHex(padHex(A) + padHex(B));
  if (u === 0n) return false;
  const v = BigInt(`0x${claim.verifierHex}`);
  const S = modPow((A * modPow(v, u, N)) % N, BigInt(`0x${claim.state.b}`), N);
  // HKDF-SHA256, one block: PRK = HMAC(u, S), key = first 16 bytes of HMAC(PRK, info | 0x01).
  const prk = hmac(hexToBytes(padHex(u)), hexToBytes(padHex(S)));
  const key = hmac(prk, encoder.encode('Caldera Derived Key\u0001')).slice(0, 16);
  const secretBlock = fromBase64(claim.secretBlock);
  if (!secretBlock) return false;
  const message = new Uint8Array([
    ...encoder.encode(OFFLINE_USER_POOL_NAME),
    ...encoder.encode(claim.username),
    ...secretBlock,
    ...encoder.encode(claim.timestamp),
  ]);
  return toBase64(hmac(key, message)) === claim.signature;
};

/** An opaque SECRET_BLOCK: Cognito's is an encrypted state blob; ours only has to round-trip. */
export const newSecretBlock = (): string => toBase64(randomBytes(64));
