import { useEffect, useMemo } from 'react';
import { useSession } from '@/lib/session/session-provider';
import { identityKey, toObservedIdentity, type ObservedSessionInput } from './observed-session';
import { observeSession } from './start-observability';

/**
 * Keeps error reports (tag signedIn/signedOut, user id), analytics (person, practices) and
 * feature flags (identity) in step with the session. Nothing is sent while it loads.
 */
export const useObservabilitySession = (session: ObservedSessionInput): void => {
  const identity = toObservedIdentity(session);
  const key = identityKey(identity);
  // The key says when the identity changed; the object itself is rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => identity, [key]);
  useEffect(() => {
    if (stable !== undefined) observeSession(stable);
  }, [stable]);
};

/** For the app to mount inside the SessionProvider; renders nothing. */
export const ObservabilityBridge = () => {
  useObservabilitySession(useSession());
  return null;
};
