import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { controlsUsable, cutText, layerInView } from './page-checks';
import { expect } from './test';

/** The global spinner's overlay (src/components/feedback/global-spinner.tsx). */
const globalSpinner = (page: Page) => page.locator('[role="status"] > [aria-busy="true"]');

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, heading order, one h1…). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per rule and a line per element: what a developer needs to find and fix it. */
const summarize = (violations: Violation[]) =>
  violations
    .map((violation) =>
      [
        `- ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
        ...violation.nodes.map(
          // Not "at …": Playwright would take the line for a stack frame and move it.
          (node) =>
            `    target ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replaceAll('\n', '\n      ')}` : ''}`,
        ),
        `    ${violation.helpUrl}`,
      ].join('\n'),
    )
    .join('\n');

/**
 * Lets finite animations (a menu or a dialog fading in) end before the scan: half-transparent
 * text would be measured with the wrong contrast. Spinners turn forever and are left alone.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Runs axe on the page as it is, under that name, and checks that every control can be used and
 * no text is cut short; a violation fails the test at its end (soft).
 */
export const scanner =
  (page: Page, lang: string) =>
  async (name: string): Promise<void> => {
    // The screen once loaded: not the global spinner's overlay over a first load still running.
    await expect(globalSpinner(page), `"${name}" still loading (${lang})`).toHaveCount(0);
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page })
      // Violations only: for passes, "needs review" and rules that did not apply, axe then keeps one
      // node each instead of building a selector for every node it checked, and nothing here reads
      // them. 0.74, 0.51 and 0.40 s a scan against 0.43, 0.34 and 0.29 s (history, Analytik, the
      // statistics; medians of 5, a probe on this machine), the same violations found on a page
      // given some. Before withTags: options() replaces the
      // options that withTags adds to.
      .options({ resultTypes: ['violations'] })
      .withTags(AXE_TAGS)
      // Tabster's focus sentinels (Fluent's arrow keys and focus traps: drawer, menus, dialogs) are
      // focusable and aria-hidden on purpose: they pass focus on at once, and screen readers must not
      // announce them. A documented false positive of aria-hidden-focus outside our code
      // (microsoft/tabster#288, Fluent v9 known issues); the rule still checks everything else.
      .exclude('[data-tabster-dummy]')
      // Axe in the page itself. The default run gathers each frame's results, then opens a blank
      // page to merge them, and injects axe's 550 KB there again: 1.45 s a scan of the history
      // against 0.75 s (a probe, same page, this machine). Merging is for frames from other
      // origins, and the portal has no frame.
      .setLegacyMode(true)
      .analyze();
    expect
      .soft(violations.length, `axe on "${name}" (${lang}, ${page.url()}):\n${summarize(violations)}`)
      .toBe(0);
    // The same screens, looked at as a clinic manager would: no control drawn over another or cut
    // off by the window's edge, whatever the language. In an open dialog, its own controls; with
    // a menu or a list open over the page, nothing (the popup covers the page on purpose).
    const popup = page.locator('[role="menu"], [role="listbox"]').filter({ visible: true });
    if ((await popup.count()) > 0) return;
    const scope = layerInView(page);
    await controlsUsable(scope, `controls that cannot be used on "${name}" (${lang}, ${page.url()})`, {
      soft: true,
    });
    // …and no word cut short in a table, a button or a tab ("Quebe", "New Br").
    expect.soft(await cutText(scope), `text cut short on "${name}" (${lang}, ${page.url()})`).toEqual([]);
  };
