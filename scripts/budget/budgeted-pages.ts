import type { Page } from '@playwright/test';

export type Preset = 'desktop' | 'mobile';

/** A page with budgets of its own (docs/decisions/009 and 014). */
export interface BudgetedPage {
  name: string;
  /** The address opened, from the server's root. */
  path: string;
  /** Initial JavaScript, gzip, in bytes (kilobytes of 1000 bytes, as Vite reports). */
  jsBudgetBytes: number;
  /** Lighthouse's preset for this page's users: clinic desks, or patients' phones. */
  preset: Preset;
  /** Resolves once the page is usable, the way its user would see it. */
  ready: (page: Page) => Promise<void>;
}

/**
 * A link as the backend builds it (README, "Confirmation links"). The page calls nothing before
 * the patient presses the button, so the appointment need not exist on the budget's server.
 */
const CONFIRMATION_LINK =
  '/confirmation?practiceId=0b7d5f9e-3c1a-4e2b-9f6d-8a1c2e3f4b5d&appointmentId=apt_budget_0001&channel=SMS&lang=fr';

export const BUDGETED_PAGES: readonly BudgetedPage[] = [
  {
    name: 'login',
    path: '/login',
    jsBudgetBytes: 180_000,
    preset: 'desktop',
    ready: async (page) => {
      await page.getByRole('button', { name: /sign in|se connecter/i }).waitFor({ timeout: 15_000 });
      await page.locator('input[type="password"]').waitFor();
    },
  },
  {
    name: 'confirmation',
    path: CONFIRMATION_LINK,
    jsBudgetBytes: 120_000,
    preset: 'mobile',
    ready: async (page) => {
      await page.getByRole('button', { name: /confirmer mon rendez-vous/i }).waitFor({ timeout: 15_000 });
    },
  },
];

/** The pages named by --page (all of them without it); an unknown name is an error. */
export const selectPages = (names: readonly string[]): BudgetedPage[] => {
  if (names.length === 0) return [...BUDGETED_PAGES];
  return names.map((name) => {
    const found = BUDGETED_PAGES.find((page) => page.name === name);
    if (!found)
      throw new Error(
        `No budgeted page named ${name}: ${BUDGETED_PAGES.map((page) => page.name).join(', ')}`,
      );
    return found;
  });
};
