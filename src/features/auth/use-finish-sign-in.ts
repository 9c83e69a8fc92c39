import { useLocation, useSearch } from 'wouter';
import { useSession } from '@/lib/session/session-provider';
import { SessionLoadError } from './auth-errors';
import { redirectTarget } from './auth-query';

/**
 * The end of every sign-in: loads the session (profile, roles, practice) and goes to ?redirect=
 * (or the root, which sends each user home). A session that does not load throws its reason.
 * Signed in to the identity service, the user can run it again ("Try again") without signing in.
 */
export const useFinishSignIn = () => {
  const session = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  return async (): Promise<void> => {
    const loaded = await session.reload();
    if (loaded.status !== 'signedIn') throw new SessionLoadError(loaded.error ?? 'unknown');
    navigate(redirectTarget(search), { replace: true });
  };
};
