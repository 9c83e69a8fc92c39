import { makeStyles } from '@fluentui/react-components';
import type { Control, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PasswordField } from './form-fields';
import { stepMessages } from './step-messages';

const useStyles = makeStyles({ hidden: { display: 'none' } });

/**
 * The username beside a new password, hidden: lets password managers save or update the
 * password under the right account.
 */
export const UsernameForPasswordManagers = ({ username }: { username: string }) => {
  const styles = useStyles();
  return (
    <input
      className={styles.hidden}
      type="text"
      name="username"
      autoComplete="username"
      value={username}
      readOnly
      tabIndex={-1}
      aria-hidden
    />
  );
};

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** A new password under the password rule (shown under it), then typed again. */
export const NewPasswordFields = <T extends NewPasswordValues>({ control }: { control: Control<T> }) => {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(stepMessages.newPassword)}
        hint={intl.formatMessage(stepMessages.passwordRules)}
        control={control}
        name={'newPassword' as Path<T>}
        autoComplete="new-password"
      />
      <PasswordField
        label={intl.formatMessage(stepMessages.confirmPassword)}
        control={control}
        name={'confirmPassword' as Path<T>}
        autoComplete="new-password"
      />
    </>
  );
};
