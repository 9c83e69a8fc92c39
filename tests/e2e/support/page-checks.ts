import type { Page } from '@playwright/test';
import { expect } from './test';

/** The page is no wider than the window (a phone at 375 px scrolls only up and down). */
export const noSidewaysScroll = async (page: Page, what: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
};

/**
 * A change sent with the page's own access token (the session's cookie), outside the screens:
 * what someone with the browser's developer tools could send. Returns the HTTP status.
 */
export const forcedChange = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const cookie = document.cookie
        .split('; ')
        .find((entry) => entry.slice(0, entry.indexOf('=')).endsWith('.accessToken'));
      if (!cookie) throw new Error('No access token cookie on the page');
      const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { method, path, body },
  );
