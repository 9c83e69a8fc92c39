import type { Page } from '@playwright/test';
import { preferLanguage, startOnPractice } from './accounts';
import { expect } from './test';
import { texts, type Lang } from './upcoming-texts';

/**
 * The upcoming messages screen as the communications-upcoming journeys use it: opened on the
 * Plateau, its list read once settled, its filters and days changed as a person would.
 */

const PLATEAU = 'Clinique dentaire du Plateau';
export const PATH = '/communications/upcoming';

export const open = async (page: Page, lang: Lang, path = PATH, heading: string = texts[lang].title) => {
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

export const total = (page: Page, lang: Lang) =>
  page.getByRole('status').filter({ hasText: texts[lang].total });
const list = (page: Page, lang: Lang) => page.getByRole('region', { name: texts[lang].list });
export const entries = (page: Page, lang: Lang) => list(page, lang).getByRole('listitem');

/** The list once its page has arrived: the total said, no page loading behind the rows. */
export const settled = async (page: Page, lang: Lang) => {
  await expect(total(page, lang)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: texts[lang].loading, exact: true })).toHaveCount(0);
};

/** The entries of the page as lines of text (name, kind, sentence, reason…), once settled. */
export const entryLines = async (page: Page, lang: Lang): Promise<string[][]> => {
  await settled(page, lang);
  const shown = await entries(page, lang).allInnerTexts();
  return shown.map((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
};

/** "from <day> to <day>": the first day is the practice's today, as the screen writes dates. */
export const rangeOf = async (page: Page, lang: Lang) => {
  const sentence = await total(page, lang).innerText();
  const [, from, to] = texts[lang].total.exec(sentence.trim()) ?? [];
  if (!from || !to) throw new Error(`No range in "${sentence}"`);
  return { from, to };
};

interface Filters {
  kind?: 'REMINDER' | 'CONFIRMATION' | 'HYGIENE_RECALL' | '';
  status?: 'PLANNED' | 'SKIPPED' | '';
  reason?: string;
  search?: string;
}

/**
 * The list's answer to the view the URL now shows (its filters and page): waited for around a
 * change, so that the rows read next are the new view's, not the previous one still on screen.
 * A view seen in the last 30 s comes from the query cache without a request: after 5 s without
 * one, `settled` alone decides (a request under way shows its progress bar until it answers).
 */
const listAnswered = (page: Page) =>
  page.waitForResponse(
    (response) => {
      const asked = new URL(response.url());
      if (!asked.pathname.endsWith('/communication/upcoming')) return false;
      const shown = new URL(page.url()).searchParams;
      const from = Date.parse(asked.searchParams.get('from') ?? '');
      const to = Date.parse(asked.searchParams.get('to') ?? '');
      return (
        ['kind', 'status', 'reason', 'search'].every(
          (key) => (asked.searchParams.get(key) ?? '') === (shown.get(key) ?? ''),
        ) &&
        asked.searchParams.get('page') === (shown.get('page') ?? '1') &&
        Math.round((to - from) / 86_400_000) + 1 === Number(shown.get('days') ?? 14)
      );
    },
    { timeout: 5_000 },
  );

/** Does `change` and waits for the list of the new view to be on screen. */
export const changeView = async (page: Page, lang: Lang, change: () => Promise<void>) => {
  const answered = listAnswered(page).catch(() => undefined);
  await change();
  await answered;
  await settled(page, lang);
};

/** Fills the filter form as a person would, and applies it. */
export const applyFilters = async (page: Page, lang: Lang, filters: Filters) => {
  const t = texts[lang];
  if (filters.kind !== undefined)
    await page.getByRole('combobox', { name: t.kind }).selectOption(filters.kind);
  if (filters.status !== undefined)
    await page.getByRole('combobox', { name: t.status }).selectOption(filters.status);
  if (filters.reason !== undefined)
    await page.getByRole('combobox', { name: t.reason }).selectOption(filters.reason);
  if (filters.search !== undefined)
    await page.getByRole('searchbox', { name: t.search }).fill(filters.search);
  await changeView(page, lang, async () => {
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    for (const [key, value] of Object.entries(filters) as [string, string | undefined][])
      if (value) await expect(page).toHaveURL(new RegExp(`[?&]${key}=${encodeURIComponent(value)}(&|$)`));
  });
};

export const chooseDays = (page: Page, lang: Lang, days: 7 | 14 | 30 | 60) =>
  changeView(page, lang, async () => {
    await page.getByRole('combobox', { name: texts[lang].days }).selectOption(String(days));
    await expect(page).toHaveURL(new RegExp(`[?&]days=${days}(&|$)`));
  });

/** The SMS forecast's table, opened (it sits in a <details>). */
export const openForecastTable = async (page: Page, lang: Lang) => {
  const t = texts[lang];
  await page.getByText(t.tableToggle, { exact: true }).click();
  const table = page.getByRole('table', { name: t.table });
  await expect(table).toBeVisible();
  return table;
};

/** The entries whose sentence is about that appointment (same patient, same day and hour). */
export const entriesAbout = (shown: string[][], lang: Lang, appointment: string) =>
  shown.filter((lines) => lines.some((line) => texts[lang].appointmentOn.exec(line)?.[1] === appointment));

/** The state card of a kind's settings screen, and its one button. */
export const stateCard = (page: Page, lang: Lang) => {
  const t = texts[lang];
  return {
    badge: (name: string) => page.getByText(name, { exact: true }),
    turnOff: page.getByRole('button', { name: t.turnOff, exact: true }),
    turnOn: page.getByRole('button', { name: t.turnOn, exact: true }),
  };
};
