import { useState } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '@/api/query-client';
import type { FeedbackMeta } from '@/components/feedback/query-meta';
import { guardNavigation } from '@/lib/navigation/leave-guard';
import { ErrorBoundary } from '@/lib/observability/error-boundary';
import { ObservabilityBridge } from '@/lib/observability/observability-bridge';
import { SessionProvider } from '@/lib/session/session-provider';
import { AppErrorFallback } from './app-error-fallback';
import { AppProviders } from './app-providers';
import { FeedbackLayer } from './feedback-layer';
import { AppRoutes } from './routes';

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
