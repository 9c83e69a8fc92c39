import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs } from './support/accounts';
import { snackbar } from './support/snackbar';
import { forcedChange, noSidewaysScroll, textUncut } from './support/page-checks';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';
const SAINT_LAURENT = 'Centre dentaire Saint-Laurent';

const texts = {
  en: {
    heading: 'Practices',
    search: 'Search',
    onePractice: '1 practice',
    detail: 'Practice details',
    overview: 'Overview',
    modules: 'Modules',
    deployments: 'Deployments',
    monitoring: 'Monitoring',
    city: /^City/,
    save: 'Save',
    moduleUpdated: 'The module has been updated. The change can take up to 15 minutes to apply.',
    turningOff: /^Turning off: in effect by/,
    migrate: 'Migrate to the new infrastructure',
    confirmMigrate: `Migrate ${PLATEAU} to the new infrastructure?`,
    services: 'Services',
    offLine: 'Off-line',
    readOnly: 'Read-only access: you can consult everything here, but not change it.',
    missing: 'Missing information',
    table: 'Practices',
    on: 'On',
    newBrunswick: 'New Brunswick',
    columns: ['Name', 'City', 'Province'],
  },
  fr: {
    heading: 'Cliniques',
    search: 'Rechercher',
    onePractice: '1 clinique',
    detail: 'Détails de la clinique',
    overview: 'Aperçu',
    modules: 'Modules',
    deployments: 'Déploiements',
    monitoring: 'Surveillance',
    city: /^Ville/,
    save: 'Enregistrer',
    moduleUpdated: 'Le module a été mis à jour. Le changement peut mettre jusqu’à 15 minutes à s’appliquer.',
    turningOff: /^Désactivation en cours\u00a0: en vigueur au plus tard à/,
    migrate: 'Migrer vers la nouvelle infrastructure',
    confirmMigrate: `Migrer ${PLATEAU} vers la nouvelle infrastructure?`,
    services: 'Services',
    offLine: 'Hors ligne',
    readOnly: 'Accès en lecture seule\u00a0: vous pouvez tout consulter ici, mais rien modifier.',
    missing: 'Renseignements manquants',
    table: 'Cliniques',
    on: 'Activé',
    newBrunswick: 'Nouveau-Brunswick',
    columns: ['Nom', 'Ville', 'Province'],
  },
} as const;

type Lang = keyof typeof texts;

const openList = async (page: Page, lang: Lang) => {
  await preferLanguage(page, lang);
  await page.goto('/admin/practices');
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].heading })).toBeVisible();
  await expect(page.getByRole('table', { name: texts[lang].table })).toBeVisible();
};

/** Searches the list for a practice and returns the address of its detail (the link of its name). */
const searchFor = async (page: Page, lang: Lang, name: string, search: string) => {
  await page.getByRole('searchbox', { name: texts[lang].search }).fill(search);
  await expect(page.getByText(texts[lang].onePractice, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(search)}`));
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/admin\/practices\/[0-9a-f-]{36}\?/);
  return href ?? '';
};

/** Opens a detail by its address, as a shared link would, on one of its tabs. */
const openDetail = async (page: Page, lang: Lang, href: string, name: string, tab?: string) => {
  await page.goto(tab ? `${href}&tab=${tab}` : href);
  const detail = page.getByRole('region', { name: texts[lang].detail });
  await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();
  return detail;
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test.describe(`as sysadmin (${lang})`, () => {
    test.use(signedInAs('sysadmin'));

    test(`searches a practice, opens it by its link, turns a module off and on again (${lang})`, async ({
      page,
    }) => {
      test.slow(); // Every tab is scanned, and a module change takes 15 minutes to arrive.
      const scan = scanner(page, lang);
      // The page's clock, to let the 15 minutes of a module change pass at once.
      await page.clock.install();
      await openList(page, lang);
      await scan('practice list');
      const href = await searchFor(page, lang, PLATEAU, 'plateau');

      const detail = await openDetail(page, lang, href, PLATEAU);
      await expect(detail.getByRole('textbox', { name: t.city })).toHaveValue('Montréal');
      await expect(page.getByRole('row', { name: new RegExp(PLATEAU) })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await scan('practice overview');

      await detail.getByRole('tab', { name: t.modules }).click();
      await expect(page).toHaveURL(/tab=modules/);
      const analytik = detail.getByRole('switch', { name: 'Analytik' });
      await expect(analytik).toBeChecked();
      await scan('practice modules');
      await analytik.click();
      await expect(snackbar(page, t.moduleUpdated)).toBeVisible();
      await expect(analytik).not.toBeChecked();
      await expect(analytik).toBeDisabled();
      await expect(detail.getByText(t.turningOff)).toBeVisible();

      // 16 minutes later the change has reached the practice: the switch can turn it on again.
      await page.clock.fastForward('16:00');
      await expect(analytik).toBeEnabled({ timeout: 15_000 });
      await analytik.click();
      await expect(analytik).toBeChecked();
      await expect(snackbar(page, t.moduleUpdated)).toHaveCount(1, { timeout: 15_000 });
      // Its 4 seconds over, the snackbar leaves the page before the next scans.
      await page.clock.fastForward('00:10');
      await expect(snackbar(page, t.moduleUpdated)).toHaveCount(0);

      await detail.getByRole('tab', { name: t.deployments }).click();
      const migrate = detail.getByRole('button', { name: t.migrate });
      await expect(migrate).toBeVisible();
      await scan('practice deployments');
      await migrate.click();
      const dialog = page.getByRole('dialog', { name: t.confirmMigrate });
      await expect(dialog).toBeVisible();
      await scan('migrate dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await detail.getByRole('tab', { name: t.monitoring }).click();
      await expect(detail.getByRole('list', { name: t.services })).toBeVisible();
      await scan('practice monitoring');
    });

    test(`keeps every word of the list whole beside an open practice, at 1280 px (${lang})`, async ({
      page,
    }) => {
      // New Brunswick's practices: their province was cut to "New Br" beside the detail.
      await preferLanguage(page, lang);
      await page.goto('/admin/practices?province=new-brunswick&pageSize=50');
      const table = page.getByRole('table', { name: t.table });
      await page.getByRole('link', { name: 'Centre dentaire de la Péninsule', exact: true }).click();
      await expect(page.getByRole('region', { name: t.detail })).toBeVisible();
      // Beside the detail, the columns that fit; the province as its symbol, its name for a reader.
      await expect(table.getByRole('columnheader')).toHaveText(t.columns);
      const row = table.getByRole('row', { name: /Centre dentaire de la Péninsule/ });
      await expect(row.getByRole('cell').nth(2)).toHaveText(`NB${t.newBrunswick}`);
      await expect(row.getByRole('cell').nth(2).getByText('NB')).toHaveAttribute('title', t.newBrunswick);
      await textUncut(page.locator('body'), `practices beside a detail (${lang})`);
      await scanner(page, lang)('practice list beside a New Brunswick practice');
    });

    test(`shows a service that is off-line (${lang})`, async ({ page }) => {
      await openList(page, lang);
      const href = await searchFor(page, lang, SAINT_LAURENT, 'Saint-Laurent');
      const detail = await openDetail(page, lang, href, SAINT_LAURENT, 'monitoring');
      const services = detail.getByRole('list', { name: t.services });
      const sync = services.getByRole('listitem').filter({ hasText: /^Agent de synchronisation/ });
      await expect(sync.getByText(t.offLine, { exact: true })).toBeVisible();
    });

    test(`fits a 375 px phone, list and every tab, without sideways scrolling (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openList(page, lang);
      await noSidewaysScroll(page, 'the list');
      // The badge keeps its text on one line, inside its pill.
      const badge = page.getByRole('table', { name: t.table }).getByText(t.missing).first();
      const fits = await badge.evaluate(
        (element) => element.scrollWidth <= element.clientWidth && element.getClientRects().length === 1,
      );
      expect(fits, 'the missing-information badge holds its text').toBe(true);
      await scanner(page, lang)('practice list at 375 px');

      const href = await searchFor(page, lang, PLATEAU, 'plateau');
      const detail = await openDetail(page, lang, href, PLATEAU);
      // The tabs work from the keyboard: arrows move between them, Enter opens one.
      await detail.getByRole('tab', { name: t.overview }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(detail.getByRole('tab', { name: t.modules })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/tab=modules/);
      for (const tab of [t.overview, t.modules, t.deployments, t.monitoring]) {
        await detail.getByRole('tab', { name: tab }).click();
        await expect(detail.getByRole('tabpanel')).toBeVisible();
        await expect(detail.getByRole('progressbar', { name: /^(Loading|Chargement)/ })).toHaveCount(0);
        await noSidewaysScroll(page, `the ${tab} tab`);
      }
      await scanner(page, lang)('practice monitoring at 375 px');
    });
  });

  test.describe(`as readonly (${lang})`, () => {
    test.use(signedInAs('readonly'));

    test(`sees the same screens without any control that changes anything; a forced change is refused (${lang})`, async ({
      page,
    }) => {
      await openList(page, lang);
      await expect(page.getByText(t.readOnly)).toBeVisible();
      const href = await searchFor(page, lang, PLATEAU, 'plateau');
      const detail = await openDetail(page, lang, href, PLATEAU);
      await expect(detail.getByText('Montréal', { exact: true })).toBeVisible();
      await expect(detail.getByRole('textbox')).toHaveCount(0);
      await expect(detail.getByRole('button', { name: t.save })).toHaveCount(0);
      await scanner(page, lang)('read-only overview');

      await detail.getByRole('tab', { name: t.modules }).click();
      await expect(detail.getByText('Analytik', { exact: true })).toBeVisible();
      await expect(detail.getByRole('switch')).toHaveCount(0);
      await detail.getByRole('tab', { name: t.deployments }).click();
      await expect(detail.getByRole('tabpanel')).toBeVisible();
      await expect(detail.getByRole('button', { name: t.migrate })).toHaveCount(0);
      await scanner(page, lang)('read-only deployments');

      const practiceId = /\/admin\/practices\/([0-9a-f-]{36})/.exec(href)?.[1] ?? '';
      expect(
        await forcedChange(page, 'POST', `/practices/${practiceId}/modules`, {
          name: 'Analytik',
          enabled: false,
        }),
      ).toBe(403);
      expect(await forcedChange(page, 'PATCH', `/practices/${practiceId}`, { city: 'Laval' })).toBe(403);
      expect(await forcedChange(page, 'POST', `/practices/${practiceId}/migrate`)).toBe(403);
      // Nothing changed: the city and the module are as they were.
      await openDetail(page, lang, href, PLATEAU, 'modules');
      const analytik = detail.getByRole('listitem').filter({ hasText: 'Analytik' });
      await expect(analytik.getByText(t.on, { exact: true })).toBeVisible();
      await detail.getByRole('tab', { name: t.overview }).click();
      await expect(detail.getByText('Montréal', { exact: true })).toBeVisible();
    });
  });
}
