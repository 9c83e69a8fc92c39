import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConsoleLogger } from 'aws-amplify/utils';
import { beforeEach } from 'vitest';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { createQueryClient } from '@/api/query-client';
import { parseEnv } from '@/config/env-schema';
import { AppIntlProvider } from '@/i18n/intl-provider';
import type { Locale } from '@/i18n/locale';
import { configureAmplify } from '@/lib/amplify/configure';
import { SessionProvider } from '@/lib/session/session-provider';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { NewPasswordPage } from './new-password-page';

/** Where a test ends up outside the sign-in screens. */
const Elsewhere = () => {
  const [location] = useLocation();
  const search = useSearch();
  const address = search ? `${location}?${search}` : location;
  return <p data-testid="elsewhere">{address}</p>;
};

/**
 * For the screens' tests only. Configures Amplify as the offline mode does (.env.offline: the
 * emulator's pool on jsdom's origin, tokens in cookies, API calls with Amplify's token), after
 * the emulator's useAmplify() has reset the pool.
 */
export const useOfflineAmplify = (offline: {
  userPoolId: string;
  clientId: string;
  userPoolPath: string;
}) => {
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const env = parseEnv(
    {
      MODE: 'test',
      PROD: false,
      VITE_COGNITO_USER_POOL_ID: offline.userPoolId,
      VITE_COGNITO_CLIENT_ID: offline.clientId,
      VITE_COGNITO_USER_POOL_ENDPOINT: offline.userPoolPath,
    },
    'http://localhost',
  );
  beforeEach(() => {
    configureAmplify(env);
    return () => window.localStorage.clear();
  });
};

/**
 * The three signed-out routes as the app's route table serves them (without its guards), on
 * jsdom's real history, inside the providers they need: theme, languages, query cache and
 * session (not the whole AppProviders, which would pull in the route table).
 */
export const renderAuthScreens = (
  url: string,
  { locale = 'en', state = null }: { locale?: Locale; state?: unknown } = {},
) => {
  window.history.replaceState(state, '', url);
  return render(
    <FluentProvider theme={webLightTheme}>
      <AppIntlProvider locale={locale}>
        <QueryClientProvider client={createQueryClient()}>
          <SessionProvider>
            <Switch>
              <Route path="/login" component={LoginPage} />
              <Route path="/new-password" component={NewPasswordPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route component={Elsewhere} />
            </Switch>
          </SessionProvider>
        </QueryClientProvider>
      </AppIntlProvider>
    </FluentProvider>,
  );
};
