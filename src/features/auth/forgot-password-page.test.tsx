import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COGNITO_USER_POOL_PATH } from '../../../mocks/config';
import { useAmplify } from '../../../mocks/cognito/amplify-test-client';
import {
  OFFLINE_CODE,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../../mocks/cognito/pool-config';
import { renderAuthScreens, useOfflineAmplify } from './auth-test-app';

const fillReset = async (code: string, password: string, confirmation = password) => {
  await userEvent.type(screen.getByLabelText(/^Verification code/), code);
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset the password' }));
};

describe('ForgotPasswordPage', () => {
  useAmplify();
  useOfflineAmplify({
    userPoolId: OFFLINE_USER_POOL_ID,
    clientId: OFFLINE_USER_POOL_CLIENT_ID,
    userPoolPath: COGNITO_USER_POOL_PATH,
  });

  it('requests a code, resets with it, then signs in with the new password', async () => {
    renderAuthScreens('/forgot-password?redirect=%2Fadmin%2Ftools');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Username/), 'clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByText(/We sent a 6-digit code to .+\*\*\*@.+\. Enter it/)).toBeVisible();
    expect(screen.getByText('Username: clinic')).toBeVisible();
    const code = screen.getByLabelText(/^Verification code/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await fillReset('000000', 'Nouveau#2026');
    expect(await screen.findByText('The code is incorrect. Check it and try again.')).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Nouveau#2026');

    await userEvent.clear(code);
    await userEvent.type(code, OFFLINE_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Reset the password' }));

    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fadmin%2Ftools');
    await userEvent.type(screen.getByLabelText(/^Username/), 'clinic');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Nouveau#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/tools');
  });

  it('checks the code and the new password at their fields before calling', async () => {
    renderAuthScreens('/forgot-password');
    await userEvent.type(screen.getByLabelText(/^Username/), 'clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByText('Username: clinic');
    await fillReset('12345', 'Nouveau2026', 'Nouveau2026');
    expect(await screen.findByText('The code must have exactly 6 characters')).toBeVisible();
    expect(
      screen.getByText('The password must contain a special character, such as ! @ # $ % or &'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Verification code/)).toHaveFocus();
  });

  it('sends a new code on request', async () => {
    renderAuthScreens('/forgot-password');
    await userEvent.type(screen.getByLabelText(/^Username/), 'clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByText('Username: clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code has been sent.')).toBeVisible();
  });

  it('speaks French, and goes back to sign in', async () => {
    renderAuthScreens('/forgot-password?lang=fr', { locale: 'fr' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Réinitialisez votre mot de passe' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nom d’utilisateur/), 'clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect(await screen.findByText('Nom d’utilisateur : clinic')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Retour à la connexion' }));
    expect(window.location.pathname + window.location.search).toBe('/login?lang=fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });
});
