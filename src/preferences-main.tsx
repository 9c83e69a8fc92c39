// First: zod in jitless mode before any schema loads (the production CSP forbids eval).
import '@/lib/zod/jitless';
import { initialLocale } from '@/i18n/locale';
import { preloadMessages, provideCatalogues } from '@/i18n/messages';
import { PreferencesApp, startPreferencesRead } from '@/app/preferences-app';
import { renderRoot } from '@/app/render-root';

/**
 * The entry of preferences.html, the patient's own page, a document of its own like
 * confirmation.html so that a patient's phone downloads only what the page needs
 * (docs/decisions/014-confirmation-entry.md). The portal's entry is main.tsx.
 */
// This page's texts alone, in both languages (docs/decisions/059).
provideCatalogues({
  en: { preferences: () => import('../lang/en.json?compiled&area=preferences') },
  fr: { preferences: () => import('../lang/fr.json?compiled&area=preferences') },
});

const start = async () => {
  const messages = preloadMessages([initialLocale()], ['preferences']);
  // Compile-time constant, as in main.tsx: a production build does not contain the offline API.
  if (import.meta.env.VITE_OFFLINE === 'true') {
    const { startOfflineApi } = await import('../mocks/browser');
    await startOfflineApi();
  }
  // The patient's choices are on their way while the texts arrive.
  startPreferencesRead();
  await messages;
  renderRoot(<PreferencesApp />);
};

void start();
