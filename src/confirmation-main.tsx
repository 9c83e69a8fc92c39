// First: zod in jitless mode before any schema loads (the production CSP forbids eval).
import '@/lib/zod/jitless';
import { initialLocale } from '@/i18n/locale';
import { preloadMessages, provideCatalogues } from '@/i18n/messages';
import { ConfirmationApp } from '@/app/confirmation-app';
import { renderRoot } from '@/app/render-root';

/**
 * The entry of confirmation.html, a page of its own so that a patient's phone downloads only
 * what the confirmation needs (docs/decisions/014-confirmation-entry.md). The portal's entry is
 * main.tsx.
 */
// This page's texts alone, in both languages (docs/decisions/059).
provideCatalogues({
  en: { confirmation: () => import('../lang/en.json?compiled&area=confirmation') },
  fr: { confirmation: () => import('../lang/fr.json?compiled&area=confirmation') },
});

const start = async () => {
  const messages = preloadMessages([initialLocale()], ['confirmation']);
  // Compile-time constant, as in main.tsx: a production build does not contain the offline API.
  if (import.meta.env.VITE_OFFLINE === 'true') {
    const { startOfflineApi } = await import('../mocks/browser');
    await startOfflineApi();
  }
  await messages;
  renderRoot(<ConfirmationApp />);
};

void start();
