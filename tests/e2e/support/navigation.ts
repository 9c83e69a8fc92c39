import type { Page } from '@playwright/test';

/**
 * Client-side navigation, as a link of the app does it (wouter follows history and popstate):
 * a full load of the offline mode takes seconds and would sign the emulator's challenges out.
 */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The page's h1, by its exact name when given. */
export const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });
