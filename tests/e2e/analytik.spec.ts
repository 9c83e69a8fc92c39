import type { Locator, Page } from '@playwright/test';
import { scanner } from './support/axe';
import { largestOption } from './support/select';
import { snackbar } from './support/snackbar';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    overview: 'Analytik overview',
    explain: 'How is this computed?',
    openPractice: `Open ${PLATEAU}’s metrics`,
    practice: 'Practice metrics',
    goals: 'Yearly goals',
    year: 'Year',
    goalsForm: (year: string) => `Goals of ${PLATEAU} for ${year}`,
    fill: 'Fill with last year’s values',
    raise: 'Raise every goal by (%)',
    apply: 'Apply',
    save: 'Save the goals',
    saved: 'Goals saved.',
    fees: 'Fees',
    visits: 'Patient visits',
    showAs: 'Show as',
    table: 'Table',
    line: 'Line chart',
    bar: 'Bar chart',
    feesByMonth: /^Fees by month/,
    monthlyGoal: 'Monthly goal',
    yearlyGoal: 'Yearly goal',
    unavailable: 'Analytik Unavailable',
    attention: 'Needs attention',
    behind: /^Behind by /,
  },
  fr: {
    overview: 'Aperçu Analytik',
    explain: /^Comment est-ce calculé\s?\?$/,
    openPractice: `Ouvrir les indicateurs de ${PLATEAU}`,
    practice: 'Indicateurs de la clinique',
    goals: 'Objectifs annuels',
    year: 'Année',
    goalsForm: (year: string) => `Objectifs de ${PLATEAU} pour ${year}`,
    fill: 'Reprendre les valeurs de l’année précédente',
    raise: 'Augmenter tous les objectifs de (%)',
    apply: 'Appliquer',
    save: 'Enregistrer les objectifs',
    saved: 'Objectifs enregistrés.',
    fees: 'Honoraires',
    visits: 'Visites de patients',
    showAs: 'Afficher sous forme de',
    table: 'Tableau',
    line: 'Graphique linéaire',
    bar: 'Graphique à barres',
    feesByMonth: /^Honoraires par mois/,
    monthlyGoal: 'Objectif mensuel',
    yearlyGoal: 'Objectif annuel',
    unavailable: 'Analytik non disponible',
    attention: 'À surveiller',
    behind: /^En retard de /,
  },
} as const;

type Lang = keyof typeof texts;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Fails the journey on any console error of its pages (a React warning, a failed request…). */
const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

/** The whole dollars of an amount as either language writes it: $1,915,000 · 1 915 000 $. */
const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The cells of a table's column, found by the start of its header, from January to the total. */
const columnCells = async (table: Locator, header: string) => {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column "${header}" in ${headers.join(' | ')}`).toBeGreaterThan(0);
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll(
      (rows, column) => rows.map((row) => row.querySelectorAll('th, td')[column]?.textContent ?? ''),
      index,
    );
};

/**
 * No page-wide horizontal scroll: what does not fit scrolls inside its own region. Asked until it
 * holds: right after a resize the screen still has its wide layout until its next render (the
 * tables' secondary columns step aside then), which no one sees.
 */
const fitsWidth = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    )
    .toBe(true);

test.describe('clinic', () => {
  test.use(signedInAs('clinic'));

  for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
    const t = texts[lang];

    test(`the overview shows the 17 metrics of the current practice, then its own screen (${lang})`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await preferLanguage(page, lang);
      await startOnPractice(page, 'clinic', PLATEAU);
      await page.goto('/analytik');
      await expect(h1(page, t.overview)).toBeVisible();
      const current = page.getByRole('region', { name: PLATEAU });
      await expect(current.getByRole('article')).toHaveCount(17);
      // Short cards: every explanation is closed until asked for (they all showed open).
      await expect(current.getByRole('article').getByRole('listitem')).toHaveCount(0);
      // What needs attention first, and "Behind" (in red) on those cards only.
      const attention = current.getByRole('region', { name: t.attention });
      await expect(attention).toBeVisible();
      const flagged = await attention.getByRole('link').allTextContents();
      const behind = current.getByRole('article').filter({ has: page.getByText(t.behind) });
      expect(flagged.sort()).toEqual((await behind.getByRole('heading').allTextContents()).sort());
      expect(flagged.length).toBeLessThan(17);
      const scan = scanner(page, lang);
      await scan('Analytik overview');
      const fees = current.getByRole('article', { name: t.fees });
      await fees.getByRole('button', { name: t.explain }).click();
      await expect(fees.getByRole('listitem').first()).toBeVisible();
      await scan('Analytik overview, an explanation open');

      await page.getByRole('link', { name: t.openPractice }).click();
      await expect(h1(page, t.practice)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(17);
      await scan('practice metrics');
      await page.setViewportSize({ width: 375, height: 740 });
      await fitsWidth(page);
      expect(errors).toEqual([]);
    });

    test(`sets next year's goals from last year's values plus 5 %, and keeps them after a reload (${lang})`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await preferLanguage(page, lang);
      await startOnPractice(page, 'clinic', PLATEAU);
      await page.goto('/analytik/goals');
      await expect(h1(page, t.goals)).toBeVisible();
      const year = page.getByRole('combobox', { name: t.year });
      const nextYear = await largestOption(year);
      await year.selectOption(nextYear);
      await expect(page).toHaveURL(new RegExp(`year=${nextYear}`));
      const form = page.getByRole('form', { name: t.goalsForm(nextYear) });
      const fees = form.getByRole('textbox', { name: t.fees, exact: true });
      const visits = form.getByRole('textbox', { name: t.visits, exact: true });

      await form.getByRole('button', { name: t.fill }).click();
      const lastYearFees = Number(await fees.inputValue());
      const lastYearVisits = Number(await visits.inputValue());
      expect(lastYearFees).toBeGreaterThan(0);
      await form.getByRole('textbox', { name: t.raise }).fill('5');
      await form.getByRole('button', { name: t.apply }).click();
      const feesGoal = String(Math.round(lastYearFees * 1.05));
      const visitsGoal = String(Math.round(lastYearVisits * 1.05));
      await expect(fees).toHaveValue(feesGoal);
      await expect(visits).toHaveValue(visitsGoal);
      await scanner(page, lang)('yearly goals, filled');

      await form.getByRole('button', { name: t.save }).click();
      await expect(snackbar(page, t.saved)).toBeVisible();
      await page.reload();
      await expect(fees).toHaveValue(feesGoal);
      await expect(visits).toHaveValue(visitsGoal);
      expect(errors).toEqual([]);
    });

    test(`one metric: its goal split into months, then table, line and bar kept after a reload (${lang})`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await preferLanguage(page, lang);
      const practiceId = await startOnPractice(page, 'clinic', PLATEAU);
      await page.goto(`/analytik/practice/${practiceId}/fees`);
      await expect(h1(page, t.fees)).toBeVisible();
      const scan = scanner(page, lang);

      // The monthly split of the yearly goal adds up to it, to the dollar.
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      const cells = await columnCells(table, t.monthlyGoal);
      expect(cells).toHaveLength(13);
      const months = cells.slice(0, 12).map(dollars);
      const yearlyGoal = dollars(
        (await page
          .getByRole('term')
          .filter({ hasText: t.yearlyGoal })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()) ?? '',
      );
      expect(yearlyGoal).toBeGreaterThan(0);
      expect(months.reduce((sum, value) => sum + value, 0)).toBe(yearlyGoal);
      expect(dollars(cells[12] ?? '')).toBe(yearlyGoal);
      // Text at the start, numbers at the end: the months read down the left edge.
      const alignments = await table.evaluate((element) =>
        [element.querySelector('tbody th'), element.querySelector('tbody td')].map((cell) =>
          cell ? getComputedStyle(cell).textAlign : '',
        ),
      );
      expect(alignments).toEqual(['start', 'end']);
      await scan('metric, table');

      const views = page.getByRole('radiogroup', { name: t.showAs });
      await expect(views.getByRole('radio', { name: t.table })).toBeChecked();
      await views.getByRole('radio', { name: t.line }).check();
      await expect(page).toHaveURL(/[?&]view=line/);
      await expect(page.getByRole('img', { name: t.feesByMonth })).toBeVisible();
      await scan('metric, line chart');

      await views.getByRole('radio', { name: t.bar }).check();
      await expect(page).toHaveURL(/[?&]view=bar/);
      await page.reload();
      await expect(views.getByRole('radio', { name: t.bar })).toBeChecked();
      await expect(page.getByRole('img', { name: t.feesByMonth })).toBeVisible();
      await scan('metric, bar chart');

      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByRole('img', { name: t.feesByMonth })).toBeVisible();
      await fitsWidth(page);
      await scan('metric, bar chart at 375 px');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('group', () => {
  test.use(signedInAs('group'));

  for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
    test(`every Analytik route goes to Analytik Unavailable without the permission (${lang})`, async ({
      page,
    }) => {
      await preferLanguage(page, lang);
      const someone = '3f2b6c1e-8a4d-4e0b-9a57-2d7f1c9e5a10';
      for (const path of [
        '/analytik',
        '/analytik/goals',
        `/analytik/practice/${someone}`,
        `/analytik/practice/${someone}/fees`,
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/not-supported\?reason=analytik$/);
        await expect(h1(page, texts[lang].unavailable)).toBeVisible();
      }
    });
  }
});
