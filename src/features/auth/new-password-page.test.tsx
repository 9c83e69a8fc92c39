import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COGNITO_USER_POOL_PATH } from '../../../mocks/config';
import { useAmplify } from '../../../mocks/cognito/amplify-test-client';
import {
  OFFLINE_TEMPORARY_PASSWORD,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../../mocks/cognito/pool-config';
import { renderAuthScreens, useOfflineAmplify } from './auth-test-app';

const startNewcomerSignIn = async (url = '/login', locale: 'en' | 'fr' = 'en') => {
  renderAuthScreens(url, { locale });
  const [username, password, submit] =
    locale === 'en'
      ? ['Username', 'Password', 'Sign in']
      : ['Nom d’utilisateur', 'Mot de passe', 'Se connecter'];
  await userEvent.type(screen.getByLabelText(new RegExp(`^${username}`)), 'newcomer');
  await userEvent.type(screen.getByLabelText(new RegExp(`^${password}`)), OFFLINE_TEMPORARY_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: submit }));
};

describe('NewPasswordPage', () => {
  useAmplify();
  useOfflineAmplify({
    userPoolId: OFFLINE_USER_POOL_ID,
    clientId: OFFLINE_USER_POOL_CLIENT_ID,
    userPoolPath: COGNITO_USER_POOL_PATH,
  });

  it('sends to /login when no sign-in asks for a new password', async () => {
    renderAuthScreens('/new-password?lang=en');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?lang=en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('newcomer: the rules at each field, then the new password and names sign in', async () => {
    await startNewcomerSignIn('/login?redirect=%2Fconfiguration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(window.location.pathname).toBe('/new-password');
    const newPassword = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(newPassword).toHaveFocus());
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'given-name');

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);

    await userEvent.type(newPassword, 'bienvenue2026');
    expect(await screen.findByText('The password must contain an uppercase letter')).toBeVisible();
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Bienvenue#2026');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'Bienvenue#2025');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Léa');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Gagnon');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Confirm the new password/)).toHaveFocus());

    await userEvent.clear(screen.getByLabelText(/^Confirm the new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'Bienvenue#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/configuration');
  });

  it('keeps the step when /new-password is rendered anew (the history entry holds it)', async () => {
    await startNewcomerSignIn();
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    const state: unknown = window.history.state;
    expect(state).toEqual({
      kind: 'newPassword',
      username: 'newcomer',
      missingAttributes: ['given_name', 'family_name'],
    });
    cleanup();

    renderAuthScreens('/new-password', { state });
    await userEvent.type(screen.getByLabelText(/^New password/), 'Bienvenue#2026');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'Bienvenue#2026');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Léa');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Gagnon');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/');
  });

  it('speaks French', async () => {
    await startNewcomerSignIn('/login', 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Prénom/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom de famille/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'court');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Le mot de passe doit comporter au moins 8 caractères')).toBeVisible();
  });
});
