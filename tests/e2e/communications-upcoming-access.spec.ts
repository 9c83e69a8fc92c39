import { scanner } from './support/axe';
import { signedInAs } from './support/accounts';
import { controlsUsable, noSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';
import {
  applyFilters,
  entries,
  entryLines,
  open,
  openForecastTable,
  PATH,
  settled,
  total,
} from './support/upcoming-page';
import { texts } from './support/upcoming-texts';

/**
 * The upcoming messages screen (/communications/upcoming) for everyone who uses it: with a
 * screen reader's checks and on a phone, from the keyboard, and reached from the dashboard and a
 * kind's settings.
 *
 * The offline data follow the real calendar: dates, names and counts are read from the screen,
 * never written here.
 */

test.use(signedInAs('clinic'));

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`axe finds nothing on either tab; at 375 px nothing scrolls sideways and every control is usable (${lang})`, async ({
    page,
  }) => {
    test.slow(); // Two widths, two tabs, four scans.
    const scan = scanner(page, lang);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, lang, `${PATH}?status=SKIPPED`);
      await settled(page, lang);
      await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
      await openForecastTable(page, lang);
      const first = entries(page, lang).first();
      await first.getByRole('button', { name: t.showMessage }).click();
      await expect(first.getByRole('button', { name: t.hideMessage })).toBeVisible();
      await scan(`upcoming messages at ${width} px, a message and the forecast's table open`);
      // Each count's header ends where its numbers end (it sat at the start, away from them).
      const edges = await page.getByRole('table', { name: t.counts }).evaluate((table) =>
        [...table.querySelectorAll('thead th')].slice(1).map((header, index) => {
          const label = header.querySelector('.fui-TableHeaderCell__button') ?? header;
          const range = document.createRange();
          range.selectNodeContents(label);
          const number = table.querySelectorAll('tbody tr:first-child td')[index]!;
          const numberRange = document.createRange();
          numberRange.selectNodeContents(number);
          return Math.abs(range.getBoundingClientRect().right - numberRange.getBoundingClientRect().right);
        }),
      );
      edges.forEach((gap) => expect(gap, 'header and numbers end together').toBeLessThanOrEqual(2));
      if (width === 375) {
        await noSidewaysScroll(page, 'the upcoming messages');
        await controlsUsable(
          page.getByRole('main'),
          `controls that cannot be used: upcoming messages at 375 px (${lang})`,
        );
      }

      await page.getByRole('tab', { name: t.tabOptOuts }).click();
      await expect(page.getByRole('table', { name: t.optOutTable })).toBeVisible();
      await expect(page.getByRole('region', { name: t.optOutTable })).toHaveAttribute('aria-busy', 'false');
      await scan(`opt-outs at ${width} px`);
      if (width === 375) {
        await noSidewaysScroll(page, 'the opt-outs');
        await controlsUsable(
          page.getByRole('main'),
          `controls that cannot be used: opt-outs at 375 px (${lang})`,
        );
      }
    }
  });

  test(`works from the keyboard: a message opened, a filter changed, the other tab chosen (${lang})`, async ({
    page,
  }) => {
    await open(page, lang);
    await settled(page, lang);
    const first = entries(page, lang).first();
    const show = first.getByRole('button', { name: t.showMessage });
    await show.focus();
    await page.keyboard.press('Enter');
    const hide = first.getByRole('button', { name: t.hideMessage });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(hide).toBeFocused();
    await expect(first.getByRole('paragraph')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first.getByRole('button', { name: t.showMessage })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // The kind with the arrow keys, then Tab to Apply and Enter.
    const kind = page.getByRole('combobox', { name: t.kind });
    await kind.focus();
    await page.keyboard.press('ArrowDown');
    await expect(kind).toHaveValue('REMINDER');
    const apply = page.getByRole('button', { name: t.apply, exact: true });
    for (
      let step = 0;
      step < 8 && !(await apply.evaluate((button) => button === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]kind=REMINDER(&|$)/);
    for (const lines of await entryLines(page, lang)) expect(lines.join(' ')).toContain(t.notificationKind);

    // The days shown, from the keyboard too: applied at once.
    const days = page.getByRole('combobox', { name: t.days });
    await days.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]days=30(&|$)/);

    // The tabs: arrows move between them, Enter opens one.
    const upcomingTab = page.getByRole('tab', { name: t.tabUpcoming });
    await upcomingTab.focus();
    await page.keyboard.press('ArrowRight');
    const optOutsTab = page.getByRole('tab', { name: t.tabOptOuts });
    await expect(optOutsTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(optOutsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: t.optOutTable })).toBeVisible();
  });

  test(`the dashboard's card and a kind's settings link to the upcoming list of that kind (${lang})`, async ({
    page,
  }) => {
    await open(page, lang, '/communications/admin', t.dashboard);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.confirmations }) });
    const link = card.getByRole('link', { name: t.plannedNextWeek });
    await expect(link).toBeVisible();
    const planned = Number(
      (t.plannedNextWeek.exec((await link.innerText()).trim())?.[1] ?? '0').replace(/\D/g, ''),
    );
    await link.click();
    await expect(page).toHaveURL(/\/communications\/upcoming\?days=7&kind=CONFIRMATION$/);
    await expect(page.getByRole('combobox', { name: t.days })).toHaveValue('7');
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('CONFIRMATION');
    // The card's count is the forecast's count of the same 7 days.
    const counts = page.getByRole('table', { name: t.counts });
    const row = counts
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: t.confirmations }) });
    const [plannedCell] = await row.getByRole('cell').allInnerTexts();
    expect(Number(plannedCell!.replace(/\D/g, ''))).toBe(planned);
    for (const lines of await entryLines(page, lang)) expect(lines.join(' ')).toContain(t.confirmationKind);
    // And the planned ones of the list are as many.
    await applyFilters(page, lang, { status: 'PLANNED' });
    await settled(page, lang);
    const plannedTotal = (await total(page, lang).innerText()).trim();
    expect(Number(plannedTotal.split(/\s(?:messages?|from|du)/)[0]!.replace(/\D/g, '') || '0')).toBe(planned);

    // A kind's settings: "See who will receive these messages".
    await page.getByRole('navigation').getByRole('link', { name: t.notifications, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    await page.getByRole('link', { name: t.seeUpcoming }).click();
    await expect(page).toHaveURL(/\/communications\/upcoming\?kind=REMINDER$/);
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('REMINDER');
    await expect(page.getByRole('combobox', { name: t.days })).toHaveValue('14');
    const notifications = await entryLines(page, lang);
    expect(notifications.length).toBeGreaterThan(0);
    for (const lines of notifications) expect(lines.join(' ')).toContain(t.notificationKind);
  });
}
