import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { notify } from '@/components/feedback/snackbar-store';
import { changePasswordSchema, type ChangePasswordValues } from '../auth-validation';
import { FormAlert } from '../form-alert';
import { PasswordField } from '../form-fields';
import { useAuthSubmit } from '../use-auth-submit';
import { changePasswordMessages as messages } from './change-password-messages';
import { changeOwnPassword } from './update-password';
import { NewPasswordFields, UsernameForPasswordManagers } from '../new-password-fields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The buttons go under each other on a phone rather than past the dialog's edge.
  actions: { flexWrap: 'wrap' },
});

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For password managers: the account whose password changes. */
  username: string;
}

/**
 * SPEC §5, changing one's own password: the current one, then the new one twice, under the
 * password rule. A wrong current password is said at its field, a refused new one at its own,
 * anything else above the form; what was typed stays until the dialog closes. The session
 * goes on: Cognito keeps the tokens valid.
 */
export const ChangePasswordDialog = ({ open, onOpenChange, username }: ChangePasswordDialogProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { failure, setFailure, submit } = useAuthSubmit(form, {
    // Cognito answers "Incorrect username or password" for a wrong previous password.
    incorrectCredentials: { field: 'currentPassword', message: 'currentPasswordIncorrect' },
  });
  const { isSubmitting } = form.formState;

  // Nothing typed survives the dialog: a password left in a closed form is a password lying around.
  const closeEmptied = () => {
    form.reset(EMPTY);
    setFailure(null);
    onOpenChange(false);
  };
  // Escape and Cancel wait for the identity service's answer.
  const close = () => {
    if (!isSubmitting) closeEmptied();
  };

  const change = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    await changeOwnPassword(currentPassword, newPassword);
    notify({ intent: 'success', message: messages.changed });
    closeEmptied();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? onOpenChange(true) : close())}>
      <DialogSurface>
        <form noValidate onSubmit={submit(change)}>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{intl.formatMessage(messages.intro)}</Text>
              <UsernameForPasswordManagers username={username} />
              <PasswordField
                label={intl.formatMessage(messages.currentPassword)}
                control={form.control}
                name="currentPassword"
                autoComplete="current-password"
              />
              <NewPasswordFields control={form.control} />
              <FormAlert failure={failure} />
            </DialogContent>
            <DialogActions className={styles.actions}>
              <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
                {intl.formatMessage(isSubmitting ? messages.submitting : messages.submit)}
              </Button>
              <Button disabled={isSubmitting} onClick={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
