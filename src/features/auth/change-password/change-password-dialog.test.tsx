import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from 'aws-amplify/auth';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COGNITO_USER_POOL_PATH } from '../../../../mocks/config';
import { sentOperations, USER_POOL_URL, useAmplify } from '../../../../mocks/cognito/amplify-test-client';
import { server } from '../../../../mocks/node';
import { findCognitoUser, passwordMatches } from '../../../../mocks/cognito/cognito-users';
import {
  OFFLINE_PASSWORD,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../../../mocks/cognito/pool-config';
import { expectSnackbar } from '../../../../tests/utils/snackbars';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { useOfflineAmplify } from '../auth-test-app';
import { ChangePasswordDialog } from './change-password-dialog';

const NEW_PASSWORD = 'Chang3#Plateau';

const Harness = () => {
  const [open, setOpen] = useState(true);
  return open ? (
    <ChangePasswordDialog open onOpenChange={setOpen} username="readonly" />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open again
    </button>
  );
};

const passwordIs = (password: string) => passwordMatches(findCognitoUser('readonly')!, password);

describe('changing one’s password', () => {
  useAmplify();
  useOfflineAmplify({
    userPoolId: OFFLINE_USER_POOL_ID,
    clientId: OFFLINE_USER_POOL_CLIENT_ID,
    userPoolPath: COGNITO_USER_POOL_PATH,
  });

  it('checks the rule at each field, says a wrong current password at its field, then changes it', async () => {
    const user = userEvent.setup();
    await signIn({ username: 'readonly', password: OFFLINE_PASSWORD });
    renderWithFeedbackHost(<Harness />);
    const dialog = await openedDialog('Change your password');
    const field = (name: RegExp) => within(dialog).getByLabelText(name, { selector: 'input' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Change the password' }));

    await submit();
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect(field(/^Current password/)).toHaveFocus();

    await user.type(field(/^Current password/), 'Wrong#2026x');
    await user.type(field(/^New password/), 'Wrong#2026x');
    await user.type(field(/^Confirm the new password/), 'Wrong#2026y');
    await submit();
    expect(
      await within(dialog).findByText('The new password must differ from the current one'),
    ).toBeVisible();
    expect(within(dialog).getByText('The passwords do not match')).toBeVisible();

    await user.clear(field(/^New password/));
    await user.type(field(/^New password/), NEW_PASSWORD);
    await user.clear(field(/^Confirm the new password/));
    await user.type(field(/^Confirm the new password/), NEW_PASSWORD);
    await submit();
    expect(await within(dialog).findByText('The current password is incorrect')).toBeVisible();
    await waitFor(() => expect(field(/^Current password/)).toHaveFocus());
    // What was typed stays for the next try.
    expect(field(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(passwordIs(OFFLINE_PASSWORD)).toBe(true);

    await user.clear(field(/^Current password/));
    await user.type(field(/^Current password/), OFFLINE_PASSWORD);
    await submit();
    await expectSnackbar('Your password has been changed.');
    expect(sentOperations()).toContain('ChangePassword');
    expect(passwordIs(NEW_PASSWORD)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Nothing typed is left in the form for the next time it opens.
    await user.click(screen.getByRole('button', { name: 'Open again' }));
    const again = await openedDialog('Change your password');
    expect(within(again).getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue('');
  });

  it('says above the form when the identity service cannot be reached, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await signIn({ username: 'readonly', password: OFFLINE_PASSWORD });
    renderWithFeedbackHost(<Harness />);
    const dialog = await openedDialog('Change your password');
    // Only the password change fails: Amplify's other calls (tokens) still reach the pool.
    server.use(
      http.post(USER_POOL_URL, ({ request }) =>
        request.headers.get('x-amz-target')?.endsWith('.ChangePassword') ? HttpResponse.error() : undefined,
      ),
    );
    const field = (name: RegExp) => within(dialog).getByLabelText(name, { selector: 'input' });
    await user.type(field(/^Current password/), OFFLINE_PASSWORD);
    await user.type(field(/^New password/), NEW_PASSWORD);
    await user.type(field(/^Confirm the new password/), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Change the password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A network error has occurred.');
    expect(field(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(passwordIs(OFFLINE_PASSWORD)).toBe(true);
  });

  it('speaks French', async () => {
    await signIn({ username: 'readonly', password: OFFLINE_PASSWORD });
    renderWithFeedbackHost(<Harness />, { locale: 'fr' });
    const dialog = await openedDialog('Modifier votre mot de passe');
    expect(within(dialog).getByLabelText(/^Mot de passe actuel/, { selector: 'input' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Modifier le mot de passe' })).toBeInTheDocument();
  });
});
