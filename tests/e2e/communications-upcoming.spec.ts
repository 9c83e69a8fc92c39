import { signedInAs } from './support/accounts';
import { expect, test } from './support/test';
import { applyFilters, changeView, chooseDays, entryLines, open, settled } from './support/upcoming-page';
import { texts } from './support/upcoming-texts';

/**
 * The upcoming messages screen (/communications/upcoming): what the sending rules
 * (docs/decisions/017-sending-rules.md) will send in the coming days and why some will not go,
 * the SMS forecast, and the patients who opted out; its view kept in the URL. What the rules
 * decide is in communications-upcoming-rules.spec.ts; access, keyboard and the links to the
 * screen in communications-upcoming-access.spec.ts.
 *
 * The offline data follow the real calendar: dates, names and counts are read from the screen,
 * never written here.
 */

const SAINT_LAURENT = 'Centre dentaire Saint-Laurent';

test.use(signedInAs('clinic'));

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`the forecast warns that Saint-Laurent's SMS package runs low (${lang})`, async ({ page }) => {
    await open(page, lang);
    await settled(page, lang);
    const forecast = page.getByRole('region', { name: t.forecast });

    const switcher = page.getByRole('combobox', { name: t.practice });
    await switcher.click();
    await page.getByRole('option', { name: SAINT_LAURENT }).click();
    await expect(switcher).toHaveValue(SAINT_LAURENT);
    await expect(page).toHaveURL(/\/communications\/upcoming$/);
    await expect(forecast.getByText(t.warningTitle, { exact: true })).toBeVisible();
    await expect(forecast.getByText(t.warningText)).toBeVisible();
    await expect(forecast.getByText(t.warningText)).toBeInViewport();
    // The month's usage so far is in the same message: one SMS warning, not two stacked.
    await expect(forecast.getByText(t.usage)).toBeVisible();
    await expect(page.getByRole('group', { name: t.smsGroup })).toHaveCount(1);
  });

  test(`range, filters, search and page survive a reload; so do the opt-outs' tab and page (${lang})`, async ({
    page,
  }) => {
    test.slow(); // Two reloads and eight filtered lists.
    await open(page, lang);
    await chooseDays(page, lang, 30);
    // Part of a name: a letter nearly every name has, so that the list still takes pages.
    await applyFilters(page, lang, {
      kind: 'HYGIENE_RECALL',
      status: 'SKIPPED',
      reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS',
      search: 'e',
    });
    await settled(page, lang);
    const pagesText = await page.getByText(t.pages).innerText();
    expect(Number(t.pages.exec(pagesText)?.[1]), 'several pages').toBeGreaterThan(1);
    await changeView(page, lang, async () => {
      await page.getByRole('button', { name: t.next }).click();
      await expect(page).toHaveURL(/page=2/);
    });
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    const pageTwo = await entryLines(page, lang);
    expect(pageTwo.length).toBeGreaterThan(0);
    for (const lines of pageTwo) {
      expect(lines).toContain(t.skipped);
      expect(lines[0]!.normalize('NFD')).toMatch(/e/i);
    }
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    await expect(page.getByRole('combobox', { name: t.days })).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('HYGIENE_RECALL');
    await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('SKIPPED');
    await expect(page.getByRole('combobox', { name: t.reason })).toHaveValue('NO_HYGIENE_VISIT_IN_TWO_YEARS');
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('e');
    expect(await entryLines(page, lang)).toEqual(pageTwo);

    // The opt-outs: who, by which channel, how; the tab and the page in the URL.
    await page.getByRole('tab', { name: t.tabOptOuts }).click();
    await expect(page.getByRole('tab', { name: t.tabOptOuts })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(t.optOutExplanation)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.optOutTotal })).toBeVisible();
    const optOuts = page.getByRole('table', { name: t.optOutTable });
    const readOptOuts = async () => {
      await expect(page.getByRole('region', { name: t.optOutTable })).toHaveAttribute('aria-busy', 'false');
      return (await optOuts.getByRole('row').all()).slice(1);
    };
    const checkRows = async () => {
      const rows = await readOptOuts();
      expect(rows.length).toBeGreaterThan(0);
      const shown: string[] = [];
      for (const row of rows) {
        const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
        const [patient, fileNumber, channel, date, how] = cells;
        expect(patient, 'a patient').toMatch(/\S+ \S+/);
        expect(fileNumber).toMatch(/^\d+$/);
        expect(date).toMatch(/\d{4}$/);
        const key =
          channel === t.channelLabels.SMS ? 'SMS' : channel === t.channelLabels.EMAIL ? 'EMAIL' : undefined;
        expect(key, `channel of ${cells.join(' | ')}`).toBeDefined();
        expect(how).toMatch(t.optOutHow[key!]);
        shown.push(cells.join(' | '));
      }
      return shown;
    };
    const firstPage = await checkRows();
    expect(
      firstPage.some((row) => t.keyword.test(row.split(' | ')[4]!)),
      'someone answered STOP or ARRÊT',
    ).toBe(true);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    await expect(page).toHaveURL(/tab=opt-outs/);
    await expect(page).toHaveURL(/page=2/);
    const secondPage = await checkRows();
    expect(secondPage).not.toEqual(firstPage);

    await page.reload();
    await expect(page.getByRole('tab', { name: t.tabOptOuts })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    expect(await checkRows()).toEqual(secondPage);
  });
}
