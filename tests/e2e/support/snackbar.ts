import type { Page } from '@playwright/test';

/** The snackbar saying `text` (a list item; the live region announcing it holds a copy of the text). */
export const snackbar = (page: Page, text: string | RegExp) =>
  page.getByRole('listitem').filter({ hasText: text });
