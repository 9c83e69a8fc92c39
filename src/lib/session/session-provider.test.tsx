import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { http, HttpResponse } from 'msw';
import { useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { parseEnv } from '@/config/env-schema';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { configureAmplify } from '@/lib/amplify/configure';
import { COGNITO_IDENTITY_POOL_PATH, COGNITO_USER_POOL_PATH } from '../../../mocks/config';
import {
  OFFLINE_IDENTITY_POOL_ID,
  OFFLINE_PASSWORD,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../../mocks/cognito/pool-config';
import { findByToken, revokeUserRefreshTokens, setTokenLifetimeSeconds } from '../../../mocks/cognito/tokens';
import { server } from '../../../mocks/node';
import { SessionProvider, useSession } from './session-provider';
import { sessionErrorMessages } from './session-messages';

// Amplify warns about the custom endpoints on every call.
ConsoleLogger.LOG_LEVEL = 'ERROR';

/** The offline mode's configuration (.env.offline), on jsdom's origin. */
const offlineEnv = parseEnv(
  {
    MODE: 'test',
    PROD: false,
    VITE_COGNITO_USER_POOL_ID: OFFLINE_USER_POOL_ID,
    VITE_COGNITO_CLIENT_ID: OFFLINE_USER_POOL_CLIENT_ID,
    VITE_COGNITO_IDENTITY_POOL_ID: OFFLINE_IDENTITY_POOL_ID,
    VITE_COGNITO_USER_POOL_ENDPOINT: COGNITO_USER_POOL_PATH,
    VITE_COGNITO_IDENTITY_POOL_ENDPOINT: COGNITO_IDENTITY_POOL_PATH,
  },
  'http://localhost',
);
const USER_POOL_URL = offlineEnv.cognito?.userPoolEndpoint ?? '';

/** Amplify refreshes when fewer than 5 s are left: a 6 s token is due after a second. */
const SHORT_LIFETIME = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let operations: string[] = [];
const recordOperation = ({ request }: { request: Request }) => {
  const target = request.headers.get('x-amz-target');
  if (target) operations.push(target.slice(target.indexOf('.') + 1));
};

const cookieName = (key: string, username = 'clinic') =>
  `CognitoIdentityServiceProvider.${OFFLINE_USER_POOL_CLIENT_ID}.${username}.${key}`;

const cookieValue = (name: string) =>
  document.cookie
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const tokenCookies = () =>
  document.cookie
    .split(';')
    .map((cookie) => cookie.trim().split('=')[0] ?? '')
    .filter((name) => name.startsWith('CognitoIdentityServiceProvider.'));

let warnings: MockInstance<typeof console.warn>;

beforeEach(() => {
  // The session logs its unexpected failures; some tests cause them on purpose.
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  configureAmplify(offlineEnv);
  operations = [];
  server.events.on('request:start', recordOperation);
});

afterEach(async () => {
  server.events.removeListener('request:start', recordOperation);
  setTokenLifetimeSeconds();
  await signOut();
  window.localStorage.clear();
});

/** The session as a screen would show it. */
const SessionProbe = () => {
  const session = useSession();
  const intl = useIntl();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>practice: {session.currentPractice?.name ?? 'none'}</p>
      <p>analytik: {String(session.hasAnalytik)}</p>
      <p>error: {session.error ?? 'none'}</p>
      {session.error && <p role="alert">{intl.formatMessage(sessionErrorMessages[session.error])}</p>}
      <button type="button" onClick={() => void session.reload()}>
        reload
      </button>
      <button type="button" onClick={() => void session.signOut()}>
        sign out
      </button>
      {session.practices.map((practice) => (
        <button key={practice.id} type="button" onClick={() => void session.selectPractice(practice.id)}>
          {practice.name}
        </button>
      ))}
    </div>
  );
};

// Shared code under test: only the providers the session needs, not the app's.
const renderSession = (locale: 'en' | 'fr' = 'en') =>
  render(
    <AppIntlProvider locale={locale}>
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <SessionProbe />
        </SessionProvider>
      </QueryClientProvider>
    </AppIntlProvider>,
  );

const signInAs = (username: string) => signIn({ username, password: OFFLINE_PASSWORD });

describe('SessionProvider with Amplify and the Cognito emulator', () => {
  it('loads the session after an SRP sign-in, with the tokens in cookies and none in localStorage', async () => {
    renderSession();
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();

    const { isSignedIn } = await signInAs('clinic');
    expect(isSignedIn).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));

    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('practice: Clinique dentaire du Plateau')).toBeInTheDocument();
    expect(screen.getByText('analytik: true')).toBeInTheDocument();
    expect(operations).toEqual(expect.arrayContaining(['InitiateAuth', 'RespondToAuthChallenge', 'GetId']));
    expect(tokenCookies()).toEqual(
      expect.arrayContaining([cookieName('accessToken'), cookieName('idToken'), cookieName('refreshToken')]),
    );
    // Only the remembered practice: no token, no identity id.
    const keys = Object.keys(window.localStorage);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^dental-portal\/practice\//);
  });

  it('restores the session from the cookies at start-up, with the permissions of the ID token', async () => {
    await signInAs('group');
    renderSession();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('practice: Bay Street Dental')).toBeInTheDocument();
    expect(screen.getByText('analytik: false')).toBeInTheDocument();
  });

  it('says in French that a user has no roles, or no profile', async () => {
    await signInAs('noroles');
    const { unmount } = renderSession('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun rôle n’est attribué à cet utilisateur');
    expect(warnings).toHaveBeenCalledWith('[session] User has no roles');
    unmount();
    await signOut();

    await signInAs('noprofile');
    renderSession('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre compte n’a pas de profil dans le portail',
    );
  });

  it('refreshes expired tokens through Amplify and keeps going', async () => {
    setTokenLifetimeSeconds(SHORT_LIFETIME);
    await signInAs('clinic');
    renderSession();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    await sleep(1100);
    await userEvent.click(screen.getByRole('button', { name: 'Clinique dentaire Rosemont' }));
    expect(await screen.findByText('practice: Clinique dentaire Rosemont')).toBeInTheDocument();
    expect(operations).toContain('GetTokensFromRefreshToken');
    expect(screen.getByText('error: none')).toBeInTheDocument();
  });

  it('signs out when the refresh token is refused, and says the session has expired', async () => {
    setTokenLifetimeSeconds(SHORT_LIFETIME);
    await signInAs('clinic');
    renderSession();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    // Signed out everywhere from another device: the refresh token no longer works.
    await revokeUserRefreshTokens('clinic');
    await sleep(1100);
    await userEvent.click(screen.getByRole('button', { name: 'Clinique dentaire Rosemont' }));

    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(tokenCookies()).toEqual([]);
  });

  it('keeps the user when the identity service cannot be reached, and recovers', async () => {
    setTokenLifetimeSeconds(SHORT_LIFETIME);
    await signInAs('clinic');
    renderSession();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    await sleep(1100);
    server.use(http.post(USER_POOL_URL, () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Clinique dentaire Rosemont' }));

    expect(await screen.findByText('error: network', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('practice: Clinique dentaire du Plateau')).toBeInTheDocument();
    expect(tokenCookies()).toEqual(
      expect.arrayContaining([cookieName('accessToken'), cookieName('refreshToken')]),
    );

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Clinique dentaire Rosemont' }));
    expect(await screen.findByText('practice: Clinique dentaire Rosemont')).toBeInTheDocument();
    expect(screen.getByText('error: none')).toBeInTheDocument();
  }, 30_000);

  it('signs out: revokes the refresh token and clears the cookies', async () => {
    await signInAs('clinic');
    renderSession();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    const refreshToken = decodeURIComponent(cookieValue(cookieName('refreshToken')) ?? '');
    expect(refreshToken).not.toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));

    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(operations).toContain('RevokeToken');
    expect(tokenCookies()).toEqual([]);
    await waitFor(() => expect(findByToken(refreshToken)?.revoked).toBe(true));
  });
});
