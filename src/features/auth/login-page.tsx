import { useIntl } from 'react-intl';
import { useHistoryState } from 'wouter/use-browser-location';
import { PageLoading } from '@/components/feedback/page-loading';
import { useSession } from '@/lib/session/session-provider';
import { AuthLayout } from './auth-layout';
import { readLoginNotice } from './auth-query';
import { CredentialsForm } from './credentials-form';
import { loginMessages } from './login-messages';
import { SignInStepScreen } from './sign-in-loader';
import { useSignInFlow } from './use-sign-in-flow';

/**
 * /login: username and password, then the steps the identity service asks for, in place (the
 * new password on /new-password, a required reset on /forgot-password). Signed in, it loads
 * the session and goes to ?redirect= or home. Says why when the session ended on its own
 * (expired) or did not load.
 */
export const LoginPage = () => {
  const intl = useIntl();
  const { error: sessionError } = useSession();
  const notice = readLoginNotice(useHistoryState());
  const { state, advance, restart, lastUsername } = useSignInFlow(null);

  if (state)
    return (
      <SignInStepScreen
        state={state}
        advance={advance}
        restart={restart}
        // Its code was asked for when the form first had the focus: rarely seen.
        fallback={<PageLoading label={intl.formatMessage(loginMessages.nextStepLoading)} />}
      />
    );
  return (
    <AuthLayout title={intl.formatMessage(loginMessages.title)}>
      <CredentialsForm
        advance={advance}
        passwordReset={notice !== undefined}
        defaultUsername={lastUsername}
        {...(sessionError ? { sessionError } : {})}
      />
    </AuthLayout>
  );
};
