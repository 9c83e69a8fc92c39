import type { SessionSnapshot } from '@/lib/session/session-snapshot';

/**
 * Who is signed in, as error reports, analytics and flags may know it: ids and roles only,
 * never names, emails or anything about patients.
 */
export interface ObservedIdentity {
  userId: string;
  systemAdmin: boolean;
  practiceIds: string[];
  currentPractice?: { id: string; name: string };
}

export type ObservedSessionInput = Pick<
  SessionSnapshot,
  'status' | 'user' | 'practices' | 'currentPractice' | 'isSystemAdmin'
>;

/** null when signed out (or the session failed); undefined while it is still loading. */
export const toObservedIdentity = (session: ObservedSessionInput): ObservedIdentity | null | undefined => {
  if (session.status === 'loading') return undefined;
  if (session.status !== 'signedIn' || !session.user) return null;
  const current = session.currentPractice;
  return {
    userId: session.user.id,
    systemAdmin: session.isSystemAdmin,
    practiceIds: session.practices.map((practice) => practice.id),
    ...(current ? { currentPractice: { id: current.id, name: current.name } } : {}),
  };
};

/** Changes when anything observed changes, for effects to depend on. */
export const identityKey = (identity: ObservedIdentity | null | undefined): string =>
  identity === undefined
    ? 'loading'
    : identity === null
      ? 'signedOut'
      : [
          identity.userId,
          identity.systemAdmin,
          identity.practiceIds.join(','),
          identity.currentPractice?.id,
        ].join('|');
