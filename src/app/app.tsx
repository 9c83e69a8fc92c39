import { Router } from 'wouter';
import { OnDemandQueryClientProvider, onDemandQueryClient } from '@/api/query-client-source';
import type { FeedbackMeta } from '@/components/feedback/query-meta';
import { guardNavigation } from '@/lib/navigation/leave-guard';
import { ErrorBoundary } from '@/lib/observability/error-boundary';
import { ObservabilityBridge } from '@/lib/observability/observability-bridge';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import { SessionProvider } from '@/lib/session/session-provider';
import { AppErrorFallback } from './app-error-fallback';
import { FeedbackLayer } from './feedback-layer';
import { AppRoutes } from './routes';
import { UiProviders } from './ui-providers';

// Loaded on the first failure only: it pulls the error catalogue and the API error type.
const reportApiFailure = (error: unknown, origin: string, meta?: FeedbackMeta) =>
  void import('./report-api-failure').then((module) => module.reportApiFailure(error, origin, meta));

// Created by the first session's load, and downloaded while the sign-in form is filled in:
// /login does not need react-query's cache (docs/decisions/035-query-client-on-demand.md).
const queryClient = onDemandQueryClient(async () =>
  (await import('@/api/query-client')).createQueryClient({ onError: reportApiFailure }),
);
loadOnSignIn(queryClient.load);

/** The portal: Fluent > intl > react-query > the session, its routes and feedback. */
export const App = () => {
  return (
    <UiProviders>
      <OnDemandQueryClientProvider source={queryClient}>
        <SessionProvider>
          <ObservabilityBridge />
          <ErrorBoundary origin="app" fallback={({ reset }) => <AppErrorFallback reset={reset} />}>
            <Router aroundNav={guardNavigation}>
              <AppRoutes />
            </Router>
          </ErrorBoundary>
          <FeedbackLayer />
        </SessionProvider>
      </OnDemandQueryClientProvider>
    </UiProviders>
  );
};
