import { Button } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { hrefs } from '@/config/paths';
import type { SessionErrorCode } from '@/lib/session/session-error';
import { AppLink } from './app-link';
import { useFormStyles } from './auth-layout';
import { withQuery } from './auth-query';
import type { SignInValues } from './auth-validation';
import { lazyResolver } from './lazy-resolver';
import { PasswordField, TextField } from './form-fields';
import { loginMessages } from './login-messages';
import { CredentialsNotices, loadSignInFlow, preloadSignIn } from './sign-in-loader';
import type { SignInState } from './sign-in-steps';
import { useAuthSubmit } from './use-auth-submit';

interface CredentialsFormProps {
  advance: (next: SignInState) => Promise<void>;
  /** Shown above the form: the password was just reset. */
  passwordReset?: boolean;
  /** What the user typed before going to a later step and coming back. */
  defaultUsername?: string;
  /** Why the last session ended or did not load (expired, no profile…). */
  sessionError?: SessionErrorCode;
}

// The rules come with the first submit: zod stays out of what /login downloads to show the form.
const signInResolver = lazyResolver<SignInValues>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./auth-validation'),
  ]);
  return zodResolver(signInSchema);
});

/** Username and password (SPEC §5: both required), signed in with SRP. */
export const CredentialsForm = ({
  advance,
  passwordReset = false,
  defaultUsername = '',
  sessionError,
}: CredentialsFormProps) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const search = useSearch();
  const form = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { username: defaultUsername, password: '' },
  });
  const { failure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;

  return (
    <form
      className={styles.form}
      noValidate
      onFocus={preloadSignIn}
      onSubmit={submit(async ({ username, password }) => {
        const { startSignIn } = await loadSignInFlow();
        await advance(await startSignIn({ username, password }));
      })}
    >
      {(failure || passwordReset || sessionError) && (
        <CredentialsNotices failure={failure} passwordReset={passwordReset} sessionError={sessionError} />
      )}
      <TextField
        label={intl.formatMessage(loginMessages.username)}
        control={form.control}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField
        label={intl.formatMessage(loginMessages.password)}
        control={form.control}
        name="password"
        autoComplete="current-password"
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : loginMessages.submit)}
        </Button>
      </div>
      <div className={styles.links}>
        <AppLink href={withQuery(hrefs.forgotPassword(), search)}>
          {intl.formatMessage(loginMessages.forgotPassword)}
        </AppLink>
      </div>
    </form>
  );
};
