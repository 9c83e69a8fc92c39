import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** The page is no wider than the window (a phone at 375 px scrolls only up and down). */
export const noSidewaysScroll = async (page: Page, what: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
};

/**
 * What a person can act on now: the open dialog (it covers the page on purpose), else the whole
 * body. One locator, resolved when a check runs: a dialog that was still closing when counted
 * (the welcome dialog as the app leaves a communications route) and then went made the next
 * evaluate wait for it until the test's own timeout (a 4-minute sweep failure). Portals are
 * the body's last children, so the last match is the dialog whenever there is one.
 */
export const layerInView = (page: Page): Locator =>
  page.locator('body').or(page.getByRole('dialog')).or(page.getByRole('alertdialog')).last();

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
 * The controls shown in `scope` (buttons, links, fields, tabs, disclosure summaries) that cannot
 * be used on this screen: outside the window's width, or covered at their centre (a link on two
 * lines: its first line's) by something drawn over them (a tap reaches that instead). Each is
 * scrolled to the middle of the window first, so that a sticky header does not count.
 */
export const unusableControls = (scope: Locator): Promise<string[]> =>
  scope.evaluate((root) => {
    const found: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, summary, [role="tab"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility()) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      // A visually hidden control (a file input behind its button) is not drawn, and one still
      // outside the window once scrolled to is kept off-screen until focused (the skip link).
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const name =
        control.getAttribute('aria-label') ??
        (control.innerText.trim() || control.getAttribute('name') || control.tagName.toLowerCase());
      if (box.left < 0 || box.right > window.innerWidth + 0.5)
        found.push(
          `"${name}" lies outside the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        );
      // A link that wraps onto two lines is two boxes: the middle of the box around both may
      // fall between them (beside the first line's end), where nothing of the link is drawn.
      const lines = [...control.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      const face = (lines.length > 1 && lines[0]) || box;
      const hit = document.elementFromPoint(face.left + face.width / 2, face.top + face.height / 2);
      const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
      if (!hit || !(control.contains(hit) || label?.contains(hit)))
        found.push(
          `"${name}" is covered at its centre by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`,
        );
    }
    return found;
  });

/**
 * Every control shown in `scope` can be used (unusableControls finds none) once the screen has
 * settled. The global spinner's overlay covers the whole page on purpose while a first load or a
 * save runs (SPEC §2): on a busy machine a load can outlast its 200 ms delay after the heading
 * shows, and a CI run once measured every control of the Analytik overview as covered by it. It
 * goes; something still drawn over a control after 5 s is a defect.
 */
export const controlsUsable = async (scope: Locator, message: string, { soft = false } = {}) => {
  await (soft ? expect.soft : expect)
    .poll(() => unusableControls(scope), { message, timeout: 5_000 })
    .toEqual([]);
};

/**
 * Text cut short in `scope`, as a clinic manager would see it: in a table cell, a header, a
 * button or a tab (or an element inside one), content wider than its box ("Quebe", "New Br"),
 * and, from 1024 px, a table wider than its scrolling region, whose last columns the region's
 * edge cuts. An ellipsis is allowed when it is meant (text-overflow) and the full text is at
 * hand (title or aria-label). On a phone a wide table scrolls in its labelled region by design
 * (ScrollRegion); on a desktop it must fit. One evaluate: run with every axe scan.
 */
export const cutText = (scope: Locator): Promise<string[]> =>
  scope.evaluate((root) => {
    const found: string[] = [];
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    // A box of 1 px is text for screen readers only (visually hidden), not text cut short.
    const shown = (element: HTMLElement) => element.checkVisibility() && element.clientWidth > 1;
    const fullTextAt = (element: HTMLElement, content: string) =>
      [element, element.closest('button, a, [role="tab"], td, th')].some((holder) =>
        [holder?.getAttribute('title'), holder?.getAttribute('aria-label')].some(
          (full) => !!full && full.includes(content),
        ),
      );
    const holders = root.querySelectorAll<HTMLElement>(
      'td, th, [role="cell"], [role="columnheader"], [role="rowheader"], button, [role="button"], [role="tab"]',
    );
    const seen = new Set<HTMLElement>();
    for (const holder of holders) {
      if (!shown(holder)) continue;
      for (const element of [holder, ...holder.querySelectorAll<HTMLElement>('*')]) {
        if (seen.has(element) || !(element instanceof HTMLElement) || !shown(element)) continue;
        seen.add(element);
        // A box that lets its content out draws it whole (overflow: visible): nothing is cut.
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && element !== holder) continue;
        if (element.scrollWidth <= element.clientWidth + 1) continue;
        // Its own scrolling region (a table in a cell) is reachable: the region check below.
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        const content = text(element);
        if (!content) continue;
        if (style.textOverflow === 'ellipsis' && fullTextAt(element, content)) continue;
        found.push(
          `"${content.slice(0, 60)}" is cut: ${element.scrollWidth} px of text in ${element.clientWidth} px (<${element.tagName.toLowerCase()}>)`,
        );
      }
    }
    if (window.innerWidth >= 1024) {
      for (const table of root.querySelectorAll<HTMLElement>('table, [role="table"], [role="grid"]')) {
        if (!shown(table)) continue;
        let region = table.parentElement;
        while (
          region &&
          region !== root &&
          !['auto', 'scroll', 'hidden'].includes(getComputedStyle(region).overflowX)
        )
          region = region.parentElement;
        if (!region || region.scrollWidth <= region.clientWidth + 1) continue;
        const name =
          table.getAttribute('aria-label') ?? text(table.querySelector('caption') ?? table).slice(0, 40);
        found.push(
          `table "${name}" is ${region.scrollWidth} px wide in ${region.clientWidth} px at ${window.innerWidth} px: its region cuts its last columns`,
        );
      }
    }
    return found;
  });

/** No text in `scope` is cut short (cutText finds none). */
export const textUncut = async (scope: Locator, what: string) => {
  expect(await cutText(scope), `text cut short: ${what}`).toEqual([]);
};
