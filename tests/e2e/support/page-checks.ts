import type { Locator, Page } from '@playwright/test';
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

/**
 * Every control shown in `scope` (buttons, links, fields, tabs, disclosure summaries) can be used
 * on this screen: it lies within the window's width, and at its centre it is the control itself
 * that a tap reaches, not something drawn over it. Each is scrolled to the middle of the window
 * first, so that a sticky header does not count.
 */
export const controlsUsable = async (scope: Locator, what: string) => {
  const problems = await scope.evaluate((root) => {
    const found: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, summary, [role="tab"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility()) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      const name =
        control.getAttribute('aria-label') ??
        (control.innerText.trim() || control.getAttribute('name') || control.tagName.toLowerCase());
      if (box.left < 0 || box.right > window.innerWidth + 0.5)
        found.push(
          `"${name}" lies outside the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        );
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
      if (!hit || !(control.contains(hit) || label?.contains(hit)))
        found.push(
          `"${name}" is covered at its centre by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`,
        );
    }
    return found;
  });
  expect(problems, `controls that cannot be used: ${what}`).toEqual([]);
};
