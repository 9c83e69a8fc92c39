import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefs } from '@/config/paths';
import type { NewPasswordHandoff, ResetHandoff } from './auth-navigation';
import { withQuery } from './auth-query';
import { loadSignInFlow } from './sign-in-loader';
import type { FlowState, SignInState } from './sign-in-steps';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * Moves a sign-in from step to step. DONE loads the session (useSession().reload(): profile,
 * roles, practice) and goes to ?redirect= (or the root, which sends each user home); a session
 * that does not load is a failure of the step, with the session's message. A new password is
 * asked on /new-password; a required reset sends a code and continues on /forgot-password;
 * every other step is shown in place.
 */
export const useSignInFlow = (initial: FlowState) => {
  const finishSignIn = useFinishSignIn();
  const [state, setState] = useState<FlowState>(initial);
  // Back to the username and password form, the username is still there.
  const [lastUsername, setLastUsername] = useState(initial?.username ?? '');
  const [location, navigate] = useLocation();
  const search = useSearch();

  const advance = async (next: SignInState): Promise<void> => {
    if (next.step !== 'done') setLastUsername(next.username);
    switch (next.step) {
      case 'done':
        await finishSignIn();
        return;
      case 'newPassword':
        if (location === hrefs.newPassword()) {
          setState(next);
          return;
        }
        navigate(withQuery(hrefs.newPassword(), search), {
          state: {
            kind: 'newPassword',
            username: next.username,
            missingAttributes: next.missingAttributes,
          } satisfies NewPasswordHandoff,
        });
        return;
      case 'resetPassword': {
        const { requestPasswordReset } = await loadSignInFlow();
        const delivery = await requestPasswordReset(next.username);
        navigate(withQuery(hrefs.forgotPassword(), search), {
          state: { kind: 'resetRequired', ...delivery } satisfies ResetHandoff,
        });
        return;
      }
      default:
        setState(next);
    }
  };

  const restart = () => {
    if (location === hrefs.login()) setState(null);
    else navigate(withQuery(hrefs.login(), search));
  };

  return { state, advance, restart, lastUsername };
};
