import { expiredSession, invalidSession, tooManyFailedAttempts } from './errors';
import type { SrpServerState } from './srp';
import { base64Url, randomBytes } from '../random';

/** Cognito's default: a challenge must be answered within 3 minutes (Amplify keeps it as long). */
const SESSION_LIFETIME_MS = 3 * 60 * 1000;
/** Wrong codes or answers one challenge session takes before it is spent. */
const MAX_FAILURES = 5;

export type ChallengeName =
  | 'PASSWORD_VERIFIER'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SELECT_MFA_TYPE'
  | 'SMS_MFA'
  | 'SOFTWARE_TOKEN_MFA'
  | 'MFA_SETUP'
  | 'CUSTOM_CHALLENGE';

export interface ChallengeSession {
  challenge: ChallengeName;
  username: string;
  expiresAt: number;
  failures: number;
  /** CUSTOM_AUTH: the clinic code follows the password, and no MFA. */
  custom: boolean;
  srp?: SrpServerState & { secretBlock: string };
  /** MFA_SETUP: the secret AssociateSoftwareToken gave, then whether VerifySoftwareToken passed. */
  totpSecret?: string;
  totpVerified?: boolean;
}

/**
 * Challenge sessions live in memory: they last 3 minutes, and the SRP secret `b` of a pending
 * sign-in must never leave the emulator. Each answer gets a new session id, as with Cognito.
 */
const sessions = new Map<string, ChallengeSession>();

const newSessionId = () => base64Url(randomBytes(96));

const prune = (now: number) => {
  for (const [id, session] of sessions) if (session.expiresAt <= now) sessions.delete(id);
};

export const openSession = (
  state: Omit<ChallengeSession, 'expiresAt' | 'failures' | 'custom'> &
    Partial<Pick<ChallengeSession, 'failures' | 'custom'>>,
): string => {
  const now = Date.now();
  prune(now);
  const id = newSessionId();
  sessions.set(id, { custom: false, failures: 0, ...state, expiresAt: now + SESSION_LIFETIME_MS });
  return id;
};

/** The live session for this id and challenge, else Cognito's NotAuthorizedException. */
export const findSession = (id: unknown, challenge: ChallengeName | readonly ChallengeName[]) => {
  const session = typeof id === 'string' ? sessions.get(id) : undefined;
  if (!session || !([] as ChallengeName[]).concat(challenge).includes(session.challenge))
    throw invalidSession();
  if (session.expiresAt <= Date.now()) {
    sessions.delete(id as string);
    throw expiredSession();
  }
  return session;
};

/** The pending SRP sign-in whose SECRET_BLOCK the client sends back (Amplify may omit Session). */
export const findSrpSession = (secretBlock: unknown): [string, ChallengeSession] | undefined => {
  for (const entry of sessions) {
    if (entry[1].srp && entry[1].srp.secretBlock === secretBlock) return entry;
  }
  return undefined;
};

/** A session is used once: answering it (right or wrong password) closes it. */
export const closeSession = (id: unknown) => {
  if (typeof id === 'string') sessions.delete(id);
};

/**
 * Counts a wrong code on a session; the caller answers with its own error (CodeMismatch) until
 * the session has taken too many, then the session is spent.
 */
export const countFailure = (id: unknown, session: ChallengeSession) => {
  session.failures += 1;
  if (session.failures >= MAX_FAILURES) {
    closeSession(id);
    throw tooManyFailedAttempts();
  }
};

/** Forgets every pending challenge (tests). */
export const clearSessions = () => sessions.clear();
