import type { SessionErrorCode } from './session-error';
import type { SessionSnapshot, SessionState } from './session-snapshot';

/**
 * What the session store's parts share: the snapshot and its listeners, and the version that
 * makes a slower, older operation drop its result. The parts of the signed-in code (the practice
 * switch, the tabs' shared session) take this, not SessionCore, whose signed-in part is theirs:
 * a module of its own, so that they do not import session-core.ts, which imports them back.
 */
export interface SessionCoreBase {
  snapshot: () => SessionSnapshot;
  commit: (state: SessionState) => void;
  subscribe: (listener: () => void) => () => void;
  /** Starts an operation (a load, a practice switch): a later one makes it stale. */
  begin: () => number;
  isStale: (operation: number) => boolean;
  /** Makes every operation in flight stale (a sign-out, an expiry, the store stopping). */
  cancel: () => void;
  /** Signed out; the next user must not see this one's data. */
  clear: (error?: SessionErrorCode) => void;
  /** Told of every clear once the tabs are joined (session-tabs.ts): the other tabs sign out too. */
  onClear?: ((error?: SessionErrorCode) => void) | undefined;
  /** The session came through the provider's hosted login (its logout page then ends it). */
  hostedLogin: { value: boolean };
}
