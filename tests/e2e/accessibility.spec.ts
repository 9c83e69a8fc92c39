import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import {
  CODE,
  LANGS,
  openLogin,
  signIn,
  TEMPORARY_PASSWORD,
  texts,
  watchConsoleErrors,
  type Lang,
} from './support/auth-support';
import { scanner } from './support/axe';
import { goInApp, h1 } from './support/navigation';
import { preferLanguage, signedInAs, startOnPractice, type SignedInAccount } from './support/accounts';

/** The texts these journeys need besides the sign-in screens' (lang/*.json). */
const a11yTexts = {
  en: {
    backToSignIn: 'Back to sign in',
    menu: 'Main menu',
    openMenu: 'Open the menu',
    practice: 'Practice',
    account: /^Account menu/,
    signOut: 'Sign out',
    notFound: 'Page not found!',
    notSupported: 'Not available',
    analytikUnavailable: 'Analytik Unavailable',
    welcomeTitle: 'Welcome to automated communications',
  },
  fr: {
    backToSignIn: 'Retour à la connexion',
    menu: 'Menu principal',
    openMenu: 'Ouvrir le menu',
    practice: 'Clinique',
    account: /^Menu du compte/,
    signOut: 'Se déconnecter',
    notFound: 'Page introuvable!',
    notSupported: 'Non disponible',
    analytikUnavailable: 'Analytik non disponible',
    welcomeTitle: 'Bienvenue dans les communications automatisées',
  },
} as const;

const PLATEAU = 'Clinique dentaire du Plateau';
const ROSEMONT = 'Clinique dentaire Rosemont';

interface Journey {
  page: Page;
  lang: Lang;
  /** Runs axe on the page as it is, under that name; a violation fails the test at its end. */
  scan: (name: string) => Promise<void>;
}

const nav = (page: Page, lang: Lang) => page.getByRole('navigation', { name: a11yTexts[lang].menu });

/** The sign-in page of a fresh database, the language kept across full page loads (guards.spec.ts). */
const start = async (page: Page, lang: Lang) => {
  await openLogin(page, lang);
  await page.evaluate((locale) => window.localStorage.setItem('dental-portal/locale', locale), lang);
};

/** From a sign-in step back to the username and password form. */
const backToSignIn = async ({ page, lang }: Journey) => {
  await page.getByRole('button', { name: a11yTexts[lang].backToSignIn }).click();
  await expect(page.getByLabel(texts[lang].password)).toBeVisible();
};

/** A sign-in that stops at a step screen, from the username and password form or a step. */
const signInTo = async (journey: Journey, username: string, title: string, password?: string) => {
  const { page, lang } = journey;
  if (await page.getByRole('button', { name: a11yTexts[lang].backToSignIn }).isVisible())
    await backToSignIn(journey);
  await signIn(page, lang, username, password);
  await expect(h1(page, title)).toBeVisible({ timeout: 10_000 });
};

/** Follows every link of the drawer in turn and scans each page it opens. */
const everyDrawerPage = async ({ page, lang, scan }: Journey) => {
  const links = nav(page, lang).getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const [name, href] = await Promise.all([link.innerText(), link.getAttribute('href')]);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(h1(page)).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await scan(`drawer: ${name.trim()}`);
  }
};

const openAccountMenu = async ({ page, lang }: Journey) => {
  await page.getByRole('button', { name: a11yTexts[lang].account }).click();
  await expect(page.getByRole('menuitem', { name: a11yTexts[lang].signOut })).toBeVisible();
};

const closePopup = async ({ page }: Journey, popup: Locator) => {
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
};

const switcher = (page: Page, lang: Lang) => page.getByRole('combobox', { name: a11yTexts[lang].practice });

/** The screen the journey starts on, or the previous one's page as it is. */
const here = () => Promise.resolve();

interface Screen {
  name: string;
  /** Brings the page from the previous screen of its journey to this one. */
  open: (journey: Journey) => Promise<void>;
  /** The screen scans the pages it opens itself (a list of them); no scan after it. */
  scansItself?: boolean;
}

interface Scenario {
  name: string;
  viewport?: { width: number; height: number };
  /** Starts signed in as this account (signed in once per run by sign-in.setup.ts). */
  account?: SignedInAccount;
  /** The first screen's page: a fresh database and the sign-in page, or a signed-in page. */
  start: (journey: Journey) => Promise<void>;
  screens: Screen[];
}

/** Every screen built so far, in the order each journey reaches them. A new screen is one line. */
const scenarios: Scenario[] = [
  {
    name: 'signed out: sign-in, its steps, password reset, Page not found!',
    start: ({ page, lang }) => start(page, lang),
    screens: [
      { name: 'login', open: here },
      {
        name: 'login: errors at the fields (empty form)',
        open: async ({ page, lang }) => {
          await page.getByRole('button', { name: texts[lang].signIn, exact: true }).click();
          await expect(page.getByLabel(texts[lang].username)).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'login: refused password',
        open: async ({ page, lang }) => {
          await signIn(page, lang, 'clinic', 'Wrong#2026');
          await expect(page.getByText(texts[lang].incorrect)).toBeVisible();
        },
      },
      {
        name: 'step: choose MFA (choosemfa)',
        open: (j) => signInTo(j, 'choosemfa', texts[j.lang].chooseTitle),
      },
      { name: 'step: SMS code (sms)', open: (j) => signInTo(j, 'sms', texts[j.lang].smsTitle) },
      { name: 'step: TOTP code (totp)', open: (j) => signInTo(j, 'totp', texts[j.lang].totpTitle) },
      {
        name: 'step: TOTP set-up with QR code (setupmfa)',
        open: async (j) => {
          await signInTo(j, 'setupmfa', texts[j.lang].setupTitle);
          await expect(j.page.getByRole('img', { name: texts[j.lang].qrCode })).toBeVisible();
        },
      },
      {
        name: 'step: custom challenge (custom)',
        open: (j) => signInTo(j, 'custom', texts[j.lang].customTitle),
      },
      {
        name: 'step: user not confirmed (unconfirmed)',
        open: (j) => signInTo(j, 'unconfirmed', texts[j.lang].unconfirmedTitle),
      },
      {
        name: '/new-password with missing attributes (newcomer)',
        open: async (j) => {
          await signInTo(j, 'newcomer', texts[j.lang].newPasswordTitle, TEMPORARY_PASSWORD);
          await expect(j.page).toHaveURL(/\/new-password/);
          await expect(j.page.getByLabel(texts[j.lang].givenName)).toBeVisible();
        },
      },
      {
        name: '/new-password: errors at the fields (empty form)',
        open: async ({ page, lang }) => {
          await page.getByRole('button', { name: texts[lang].changePassword }).click();
          await expect(page.getByLabel(texts[lang].newPassword)).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: '/forgot-password: reset required (resetme)',
        open: async (j) => {
          await backToSignIn(j);
          await expect(j.page).toHaveURL(/\/login/);
          await signIn(j.page, j.lang, 'resetme', 'Anything#1');
          await expect(j.page).toHaveURL(/\/forgot-password/);
          await expect(j.page.getByText(texts[j.lang].resetRequired)).toBeVisible();
        },
      },
      {
        name: '/forgot-password: the username',
        open: async ({ page, lang }) => {
          await page.getByRole('link', { name: a11yTexts[lang].backToSignIn }).click();
          await page.getByRole('link', { name: texts[lang].forgot }).click();
          await expect(h1(page, texts[lang].resetTitle)).toBeVisible();
          await expect(page.getByLabel(texts[lang].username)).toBeVisible();
        },
      },
      {
        name: '/forgot-password: the code and the new password',
        open: async ({ page, lang }) => {
          await page.getByLabel(texts[lang].username).fill('clinic');
          await page.getByRole('button', { name: texts[lang].sendCode }).click();
          await expect(page.getByLabel(texts[lang].code)).toBeVisible();
          await page.getByLabel(texts[lang].code).fill(CODE);
        },
      },
      {
        name: 'Page not found! (an unknown path)',
        open: async ({ page, lang }) => {
          await goInApp(page, '/no/such/page');
          await expect(h1(page, a11yTexts[lang].notFound)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'sysadmin: main layout, administration, account menu, phone drawer',
    account: 'sysadmin',
    start: async ({ page, lang }) => {
      await preferLanguage(page, lang);
      await page.goto('/admin/practices');
      await expect(nav(page, lang)).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    },
    screens: [
      { name: '/admin/practices: the practice list', open: here },
      { name: 'account menu open', open: openAccountMenu },
      {
        name: 'every page of the drawer',
        scansItself: true,
        open: async (j) => {
          await closePopup(j, j.page.getByRole('menu'));
          await everyDrawerPage(j);
        },
      },
      {
        name: '375 px wide, overlay drawer open',
        open: async ({ page, lang }) => {
          await page.setViewportSize({ width: 375, height: 740 });
          await expect(nav(page, lang)).toBeHidden();
          await page.getByRole('button', { name: a11yTexts[lang].openMenu }).click();
          await expect(nav(page, lang)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'clinic: communications, configuration, Analytik, practice switcher, NotSupported',
    account: 'clinic',
    start: async ({ page, lang }) => {
      await preferLanguage(page, lang);
      const practiceId = await startOnPractice(page, 'clinic', PLATEAU);
      await page.goto('/communications/admin');
      await page.evaluate((id) => window.sessionStorage.setItem('a11y/practice', id), practiceId);
      await expect(h1(page)).toBeVisible();
    },
    screens: [
      { name: '/communications/admin', open: here },
      { name: 'every page of the drawer', scansItself: true, open: everyDrawerPage },
      {
        name: '/analytik/practice/:uuid',
        open: async ({ page }) => {
          const id = await page.evaluate(() => window.sessionStorage.getItem('a11y/practice') ?? '');
          await goInApp(page, `/analytik/practice/${id}`);
          await expect(page).toHaveURL(/\/analytik\/practice\/[^/]+$/);
          await expect(h1(page)).toBeVisible();
        },
      },
      {
        name: '/analytik/practice/:uuid/:metricId',
        open: async ({ page }) => {
          await goInApp(page, `${new URL(page.url()).pathname}/fees`);
          await expect(page).toHaveURL(/\/analytik\/practice\/[^/]+\/fees$/);
          await expect(h1(page)).toBeVisible();
        },
      },
      { name: 'account menu open', open: openAccountMenu },
      {
        name: "practice switcher's list open",
        open: async (j) => {
          await closePopup(j, j.page.getByRole('menu'));
          await switcher(j.page, j.lang).click();
          await expect(j.page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        },
      },
      {
        name: '/not-supported',
        open: async (j) => {
          await closePopup(j, j.page.getByRole('listbox'));
          await goInApp(j.page, '/not-supported');
          await expect(h1(j.page, a11yTexts[j.lang].notSupported)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'group: Analytik unavailable',
    account: 'group',
    start: async ({ page, lang }) => {
      await preferLanguage(page, lang);
      await page.goto('/communications/admin');
      await expect(h1(page)).toBeVisible();
    },
    screens: [
      {
        name: '/not-supported?reason=analytik',
        open: async ({ page, lang }) => {
          await goInApp(page, '/analytik');
          await expect(page).toHaveURL(/\/not-supported\?reason=analytik$/);
          await expect(h1(page, a11yTexts[lang].analytikUnavailable)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'clinic with a practice missing information: the welcome dialog',
    account: 'clinic',
    start: async ({ page, lang }) => {
      await preferLanguage(page, lang);
      await startOnPractice(page, 'clinic', ROSEMONT);
      await page.goto('/communications/admin');
      await expect(page).toHaveURL(/\/communications\/admin$/);
    },
    screens: [
      {
        name: 'welcome dialog open',
        open: async ({ page, lang }) => {
          await expect(page.getByRole('dialog').getByText(a11yTexts[lang].welcomeTitle)).toBeVisible();
        },
      },
    ],
  },
];

test.describe('accessibility: axe on every screen', () => {
  // A journey scans up to fifteen screens, each scan one to three seconds on two shared cores.
  test.describe.configure({ timeout: 120_000 });

  for (const scenario of scenarios) {
    test.describe(scenario.name, () => {
      if (scenario.account) test.use(signedInAs(scenario.account));
      for (const lang of LANGS) {
        test(`${scenario.name} (${lang})`, async ({ page }) => {
          const errors = watchConsoleErrors(page);
          if (scenario.viewport) await page.setViewportSize(scenario.viewport);
          const journey: Journey = { page, lang, scan: scanner(page, lang) };
          await scenario.start(journey);
          for (const screen of scenario.screens) {
            await test.step(screen.name, async () => {
              await screen.open(journey);
              if (!screen.scansItself) await journey.scan(screen.name);
            });
          }
          expect(errors).toEqual([]);
        });
      }
    });
  }
});

test.describe('accessibility: keyboard', () => {
  test.use(signedInAs('clinic'));

  test('the practice switcher by keyboard alone: Alt+ArrowDown, arrows and Enter, or typing', async ({
    page,
  }) => {
    await preferLanguage(page, 'en');
    await startOnPractice(page, 'clinic', PLATEAU);
    await page.goto('/communications/admin');
    const field = switcher(page, 'en');
    await expect(field).toHaveValue(PLATEAU);

    await field.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const names = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    const target = names.find((name) => name !== PLATEAU);
    if (!target) throw new Error(`clinic has no other practice than ${PLATEAU}`);
    // The list opens on the current practice: arrows move from there to the other one.
    const steps = names.indexOf(target) - names.indexOf(PLATEAU);
    for (let step = 0; step < Math.abs(steps); step += 1)
      await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(target, { timeout: 15_000 });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeFocused();

    // Typing opens the list filtered (accents aside); ArrowDown and Enter take the practice.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('du plateau');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([PLATEAU]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(PLATEAU, { timeout: 15_000 });
    await expect(field).toBeFocused();
  });

  test('the welcome dialog keeps Tab inside, closes with Escape, and focus returns to the switcher', async ({
    page,
  }) => {
    await preferLanguage(page, 'en');
    await startOnPractice(page, 'clinic', PLATEAU);
    await page.goto('/communications/admin');
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Choosing a practice that misses information, by keyboard, opens the dialog over the page.
    const field = switcher(page, 'en');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('rosemont');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([/Rosemont/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(a11yTexts.en.welcomeTitle)).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    const focusInDialog = () =>
      page.evaluate(
        () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false,
      );
    await expect.poll(focusInDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(/Rosemont/);
  });
});
