import { Redirect, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { hrefs } from '@/config/paths';
import { NewPasswordHandoff, readHandoff, withQuery } from './auth-navigation';
import { SignInStepScreen } from './sign-in-step-screen';
import { useSignInFlow } from './use-sign-in-flow';

const NewPasswordFlow = ({ handoff }: { handoff: NewPasswordHandoff }) => {
  const { state, advance, restart } = useSignInFlow({
    step: 'newPassword',
    username: handoff.username,
    missingAttributes: handoff.missingAttributes,
  });
  // Back to sign in leaves this page; a later step (MFA) is shown here like on /login.
  return state ? <SignInStepScreen state={state} advance={advance} restart={restart} /> : null;
};

/**
 * /new-password: the NEW_PASSWORD_REQUIRED step of a sign-in started on /login. Reached any
 * other way (typed, bookmarked, no sign-in under way) it sends to /login.
 */
export const NewPasswordPage = () => {
  const search = useSearch();
  const handoff = readHandoff(NewPasswordHandoff, useHistoryState());
  if (!handoff) return <Redirect to={withQuery(hrefs.login(), search)} replace />;
  return <NewPasswordFlow handoff={handoff} />;
};
