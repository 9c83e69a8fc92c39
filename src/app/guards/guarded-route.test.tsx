import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/api/query-client';
import { DIALOG_SHOW_DELAY_MS } from '@/components/feedback/dialog-store';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { parseEnv } from '@/config/env-schema';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { onPageView } from '@/lib/analytics/page-views';
import { configureAmplify } from '@/lib/amplify/configure';
import type { PracticeMemory } from '@/lib/session/practice-selection';
import { SessionProvider } from '@/lib/session/session-provider';
import { COGNITO_IDENTITY_POOL_PATH, COGNITO_USER_POOL_PATH } from '../../../mocks/config';
import {
  OFFLINE_IDENTITY_POOL_ID,
  OFFLINE_PASSWORD,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../../mocks/cognito/pool-config';
import { CLINIC_ADMIN_PRACTICES } from '../../../mocks/db/practice-directory';
import { AppRoutes } from '../routes';

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

const practiceNamed = (name: string) => {
  const practice = CLINIC_ADMIN_PRACTICES.find((entry) => entry.name === name);
  if (!practice) throw new Error(`clinic has no practice named ${name}`);
  return practice;
};

/** Remembers one practice for whoever signs in, as localStorage would. */
const rememberPractice = (name: string): PracticeMemory => ({
  read: () => practiceNamed(name).id,
  write: () => undefined,
});

let pageViews: string[] = [];
let stopTracking: () => void = () => undefined;

beforeEach(() => {
  configureAmplify(offlineEnv);
  pageViews = [];
  stopTracking = onPageView((name) => pageViews.push(name));
});

afterEach(async () => {
  stopTracking();
  await signOut();
  window.localStorage.clear();
});

/**
 * The app's route table, guards included, on a memory location, beside the feedback host that
 * shows the welcome dialog (mounted as the app mounts it).
 */
const renderRoutes = (path: string, memory?: PracticeMemory) => {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <AppIntlProvider locale="en">
        <QueryClientProvider client={createQueryClient()}>
          <SessionProvider {...(memory ? { memory } : {})}>
            <Router hook={location.hook}>
              <AppRoutes />
              <FeedbackHost />
            </Router>
          </SessionProvider>
        </QueryClientProvider>
      </AppIntlProvider>
    </FluentProvider>,
  );
  const navigate = (to: string) =>
    act(async () => {
      location.navigate(to);
      await Promise.resolve();
    });
  return { ...view, location, navigate };
};

/** Long enough for a dialog set now to show (SPEC §9), so that its absence means something. */
const pastDialogDelay = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, DIALOG_SHOW_DELAY_MS + 100)));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('GuardedRoute with the app routes, signed in through Amplify and the Cognito emulator', () => {
  it('tracks a page view by route name after each navigation, redirects included', async () => {
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    const { navigate, location } = renderRoutes('/');

    // The root sends a practice administrator to communications: only the rendered route counts.
    expect(await heading('Automated communications')).toBeInTheDocument();
    expect(pageViews).toEqual(['CommunicationsAdmin']);

    await navigate('/analytik/goals');
    expect(await heading('Yearly goals')).toBeInTheDocument();
    await navigate('/communications/history');
    expect(await heading('Communications history')).toBeInTheDocument();
    // Administration is for system administrators: home again, tracked as such.
    await navigate('/admin/users');
    expect(await heading('Automated communications')).toBeInTheDocument();
    await waitFor(() =>
      expect(pageViews).toEqual([
        'CommunicationsAdmin',
        'AnalytikGoals',
        'CommunicationsHistory',
        'CommunicationsAdmin',
      ]),
    );
    expect(location.history?.at(-1)).toBe('/communications/admin');
  });

  it('opens the welcome dialog on communications routes for a practice missing information', async () => {
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    const { navigate } = renderRoutes('/analytik/goals', rememberPractice('Clinique dentaire Rosemont'));

    expect(await heading('Yearly goals')).toBeInTheDocument();
    await pastDialogDelay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await navigate('/communications/history');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome to automated communications');
    // Closed, it stays closed on this route, and opens again on entering another one.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await pastDialogDelay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await navigate('/communications/admin');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome to automated communications');

    await navigate('/configuration');
    expect(await heading('Practice configuration')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A route with a parameter is a communications route too: one conversation of the inbox.
    await navigate('/communications/inbox/P-10427');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome to automated communications');
  });

  it('opens no welcome dialog for a practice with complete information', async () => {
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    renderRoutes('/communications/admin', rememberPractice('Clinique dentaire du Plateau'));

    expect(await heading('Automated communications')).toBeInTheDocument();
    await pastDialogDelay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
