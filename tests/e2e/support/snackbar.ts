import type { Page } from '@playwright/test';
import { expect } from './test';

/** The snackbar saying `text` (a list item; the live region announcing it holds a copy of the text). */
export const snackbar = (page: Page, text: string | RegExp) =>
  page.getByRole('listitem').filter({ hasText: text });

const AREA_TEXTS = {
  en: { region: 'Status messages', dismiss: 'Dismiss the message' },
  fr: { region: 'Messages d’état', dismiss: 'Fermer le message' },
} as const;

/**
 * Closes the snackbars still showing with their own button, as a person would before reaching
 * what they cover: a journey that waited for them to time out waited 4 to 8 s each time.
 */
export const dismissSnackbars = async (page: Page, lang: keyof typeof AREA_TEXTS) => {
  const texts = AREA_TEXTS[lang];
  const items = page.getByRole('region', { name: texts.region }).getByRole('listitem');
  const dismiss = items.getByRole('button', { name: texts.dismiss });
  for (let tries = 0; tries < 5 && (await dismiss.count()) > 0; tries += 1) {
    // One may time out by itself between the count and the click: the loop looks again.
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(items).toHaveCount(0, { timeout: 10_000 });
};
