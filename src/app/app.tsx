import { FluentProvider, makeStaticStyles, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '@/api/query-client';
import type { FeedbackMeta } from '@/components/feedback/query-meta';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { guardNavigation } from '@/lib/navigation/leave-guard';
import { ErrorBoundary } from '@/lib/observability/error-boundary';
import { ObservabilityBridge } from '@/lib/observability/observability-bridge';
import { SessionProvider } from '@/lib/session/session-provider';
import type { Locale } from '@/i18n/locale';
import { AppErrorFallback } from './app-error-fallback';
import { FeedbackLayer } from './feedback-layer';
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

// Loaded on the first failure only: it pulls the error catalogue and the API error type.
const reportApiFailure = (error: unknown, origin: string, meta?: FeedbackMeta) =>
  void import('./report-api-failure').then((module) => module.reportApiFailure(error, origin, meta));

export const App = () => {
  const [queryClient] = useState(() => createQueryClient({ onError: reportApiFailure }));
  return (
    <AppProviders queryClient={queryClient}>
      <SessionProvider>
        <ObservabilityBridge />
        <ErrorBoundary origin="app" fallback={({ reset }) => <AppErrorFallback reset={reset} />}>
          <Router aroundNav={guardNavigation}>
            <AppRoutes />
          </Router>
        </ErrorBoundary>
        <FeedbackLayer />
      </SessionProvider>
    </AppProviders>
  );
};
