import type { User } from '@/api/generated/users/model';
import type { CurrentPractice } from './current-practice';
import { hasAnalytik } from './permissions';
import { isSystemAdmin, type PracticeEntry } from './practice-list';
import type { SessionErrorCode } from './session-error';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'error';

export interface SessionState {
  status: SessionStatus;
  /** The portal profile (GET /users/profile). */
  user?: User;
  /** The practices the user can select, sorted by name (SPEC §4, §6). */
  practices: readonly PracticeEntry[];
  currentPractice?: CurrentPractice;
  /** From the ID token's custom:permissions claim, lower-cased. */
  permissions: readonly string[];
  /** selectPractice is reading the new practice; the current one stays until it is read. */
  switchingPractice: boolean;
  /** The last failure, for the screens to translate; cleared by the next success. */
  error?: SessionErrorCode;
}

export interface SessionSnapshot extends SessionState {
  /** The session has settled: the routed view may render and the guards decide (SPEC §2, §4). */
  ready: boolean;
  /** Holds sys-admin or sys-admin-read (SPEC §6). */
  isSystemAdmin: boolean;
  /** The analytik permission (SPEC §6); false when the token could not be read. */
  hasAnalytik: boolean;
}

export const SIGNED_OUT: SessionState = {
  status: 'signedOut',
  practices: [],
  permissions: [],
  switchingPractice: false,
};

export const derive = (state: SessionState): SessionSnapshot => ({
  ...state,
  ready: state.status !== 'loading',
  isSystemAdmin: state.user ? isSystemAdmin(state.user.roles) : false,
  hasAnalytik: hasAnalytik(state.permissions),
});
