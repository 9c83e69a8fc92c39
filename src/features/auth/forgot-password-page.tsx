import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { hrefs } from '@/config/paths';
import { AppLink } from './app-link';
import { AuthLayout, useFormStyles } from './auth-layout';
import { readHandoff, ResetHandoff, withQuery, type LoginNotice } from './auth-navigation';
import { forgotPasswordMessages } from './forgot-password-messages';
import { loginMessages } from './login-messages';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';
import type { ResetCodeDelivery } from './sign-in-flow';

type Phase = { step: 'request' } | { step: 'confirm'; delivery: ResetCodeDelivery; required: boolean };

/**
 * /forgot-password: request a code, then the code and a new password, then back to /login with
 * a success message. Sent here by a sign-in whose password must be reset, it starts at the code
 * (already sent).
 */
export const ForgotPasswordPage = () => {
  const intl = useIntl();
  const styles = useFormStyles();
  const [, navigate] = useLocation();
  const search = useSearch();
  const handoff = readHandoff(ResetHandoff, useHistoryState());
  const [phase, setPhase] = useState<Phase>(() =>
    handoff
      ? {
          step: 'confirm',
          delivery: handoff.destination
            ? { username: handoff.username, destination: handoff.destination }
            : { username: handoff.username },
          required: true,
        }
      : { step: 'request' },
  );

  return (
    <AuthLayout title={intl.formatMessage(forgotPasswordMessages.title)}>
      {phase.step === 'request' ? (
        <ResetRequestForm
          onCodeSent={(delivery) => setPhase({ step: 'confirm', delivery, required: false })}
        />
      ) : (
        <ResetConfirmForm
          delivery={phase.delivery}
          required={phase.required}
          onDone={() =>
            navigate(withQuery(hrefs.login(), search), {
              replace: true,
              state: { kind: 'passwordReset' } satisfies LoginNotice,
            })
          }
        />
      )}
      <div className={styles.links}>
        <AppLink href={withQuery(hrefs.login(), search)}>
          {intl.formatMessage(loginMessages.backToSignIn)}
        </AppLink>
      </div>
    </AuthLayout>
  );
};
