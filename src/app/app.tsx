import { FluentProvider, makeStaticStyles, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { SessionProvider } from '@/lib/session/session-provider';
import type { Locale } from '@/i18n/locale';
import { AppRoutes } from './routes';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  locale?: Locale;
}

// The layout fills the window: the browser's default body margin would add a scroll bar.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

/** Fluent (light theme only, SPEC §9) > intl > react-query. Tests render screens inside it too. */
export const AppProviders = ({ children, queryClient, locale }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useGlobalStyles();
  return (
    <FluentProvider theme={webLightTheme}>
      <AppIntlProvider {...(locale ? { locale } : {})}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AppIntlProvider>
    </FluentProvider>
  );
};

export const App = () => (
  <AppProviders>
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>
  </AppProviders>
);
