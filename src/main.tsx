// First: zod in jitless mode before any schema loads (the production CSP forbids eval).
import '@/lib/zod/jitless';
import { env } from '@/config/env';
import { initialLocale } from '@/i18n/locale';
import { preloadMessages, provideCatalogues } from '@/i18n/messages';
import { PORTAL_CATALOGUES } from '@/i18n/portal-catalogues';
import { configureAmplifyOnDemand } from '@/lib/amplify/amplify-loader';
import { confirmLeave, hasUnsavedChanges } from '@/lib/navigation/leave-guard';
import { startObservability } from '@/lib/observability/start-observability';
import { App } from '@/app/app';
import { renderRoot } from '@/app/render-root';

provideCatalogues(PORTAL_CATALOGUES);

const start = async () => {
  // The catalogue downloads while the offline API starts, not after.
  const messages = preloadMessages([initialLocale()]);
  // A compile-time constant, not env.offline: a production build then drops the offline API
  // (faker, MSW, the seeds) instead of shipping it unused.
  if (import.meta.env.VITE_OFFLINE === 'true') {
    // The only place production code reaches the offline API, and only in the offline mode:
    // the worker (with the Cognito emulator) must answer before Amplify reads its session.
    const { startOfflineApi } = await import('../mocks/browser');
    await startOfflineApi();
  }
  // Amplify loads when a session is stored or someone signs in: not for a visitor of /login.
  configureAmplifyOnDemand(env);
  await messages;
  renderRoot(<App />);
  // Sentry, PostHog and Flagsmith load when the browser is idle, each only when its key is set.
  startObservability(env);
  // A tab left open follows releases (docs/decisions/040): its code comes 10 s in, once the first
  // screen and its data have loaded; a release comes minutes or hours after the page loaded.
  setTimeout(() => {
    import('@/lib/release/release-watch')
      .then(({ watchReleases }) => watchReleases({ unsaved: { hasUnsavedChanges, confirmLeave } }))
      .catch(() => undefined);
  }, 10_000);
};

void start();
