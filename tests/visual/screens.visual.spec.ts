import type { Page } from '@playwright/test';
import { DEMO_APPOINTMENTS } from '../../mocks/db/public';
import { PREFERENCES_LINK } from '../../scripts/budget/budgeted-pages';
import { PINNED_OFFLINE_TODAY } from '../../scripts/offline/pinned-today';
import { signIn, TEMPORARY_PASSWORD } from '../e2e/support/auth-support';
import { preferLanguage, signedInAs, startOnPractice, type SignedInAccount } from '../e2e/support/accounts';
import { settleAnimations } from '../e2e/support/axe';
import { goInApp, h1 } from '../e2e/support/navigation';
import { controlsUsable, cutText, noSidewaysScroll } from '../e2e/support/page-checks';
import { expect, test } from '../e2e/support/test';
import { VISUAL_NOW } from './visual-clock';

/**
 * Every screen of the product, in English and French, at a desk's 1280 px and a phone's 375 px,
 * compared with its approved screenshot (tests/visual/screenshots/), and looked at as a clinic
 * manager would: no control drawn over another or cut by the window, no text cut short, nothing
 * scrolling sideways on a phone. Updating the approved screenshots: docs/tests-and-budgets.md,
 * "Visual regression".
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

const LANGS = ['en', 'fr'] as const;
type Lang = (typeof LANGS)[number];

const PLATEAU = 'Clinique dentaire du Plateau';

/** The tallest part of a page compared: the top of a long list says what its rows look like. */
const MAX_HEIGHT = 2_400;

/**
 * The height the window needs to show the whole screen: the shell scrolls its main area, not the
 * document, so a full-page screenshot would stop at the window's bottom.
 */
const contentHeight = (page: Page) =>
  page.evaluate(() => {
    let hidden = 0;
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (element.scrollHeight <= element.clientHeight + 1) continue;
      if (!/auto|scroll/.test(getComputedStyle(element).overflowY)) continue;
      hidden = Math.max(hidden, element.scrollHeight - element.clientHeight);
    }
    return Math.max(document.documentElement.scrollHeight, window.innerHeight + hidden);
  });

interface VisualScreen {
  /** The screenshot's name: what the screen is, in a file name. */
  name: string;
  /** Brings the page from the previous screen to this one. */
  open: (page: Page, lang: Lang) => Promise<void>;
}

interface VisualJourney {
  name: string;
  account?: SignedInAccount;
  screens: VisualScreen[];
}

/** The first link of the first row of the page's table: a record's own page. */
const openFirstRecord = async (page: Page) => {
  const row = page.getByRole('table').getByRole('row').nth(1);
  await row.getByRole('link').first().click();
};

/** The inbox's first conversation, opened from the list as a person would. */
const openFirstConversation = async (page: Page) => {
  await page
    .getByRole('region', { name: /^Conversations$/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
};

const inApp = (name: string, path: string | ((page: Page) => string)): VisualScreen => ({
  name,
  open: async (page) => {
    await goInApp(page, typeof path === 'string' ? path : path(page));
  },
});

const journeys: VisualJourney[] = [
  {
    name: 'signed out',
    screens: [
      { name: 'login', open: (page, lang) => page.goto(`/login?lang=${lang}`).then(() => undefined) },
      {
        name: 'new-password',
        open: async (page, lang) => {
          await signIn(page, lang, 'newcomer', TEMPORARY_PASSWORD);
          await expect(page).toHaveURL(/\/new-password/);
        },
      },
      inApp('forgot-password', '/forgot-password'),
      inApp('not-found', '/no/such/page'),
      {
        name: 'confirmation',
        open: async (page, lang) => {
          const { practiceId, appointmentId } = DEMO_APPOINTMENTS.upcoming;
          await page.goto(
            `/confirmation?practiceId=${practiceId}&appointmentId=${appointmentId}&channel=SMS&lang=${lang}`,
          );
        },
      },
      {
        // A patient's own page, with their choices read: the budget's patient, on a fresh database.
        name: 'preferences',
        open: async (page, lang) => {
          await page.goto(PREFERENCES_LINK.replace('lang=fr', `lang=${lang}`));
          await expect(
            page.getByRole('button', { name: /^(Save my choices|Enregistrer mes choix)$/ }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'clinic',
    account: 'clinic',
    screens: [
      {
        name: 'communications-dashboard',
        open: (page) => page.goto('/communications/admin').then(() => undefined),
      },
      inApp('communications-upcoming', '/communications/upcoming'),
      inApp('communications-history', '/communications/history'),
      inApp('communications-notifications', '/communications/notifications'),
      inApp('communications-confirmations', '/communications/confirmations'),
      inApp('communications-hygiene-recalls', '/communications/hygiene-recalls'),
      inApp('not-supported', '/not-supported'),
    ],
  },
  {
    name: 'clinic',
    account: 'clinic',
    screens: [
      { name: 'configuration', open: (page) => page.goto('/configuration').then(() => undefined) },
      inApp('communications-inbox', '/communications/inbox?state=NEEDS_REPLY'),
      { name: 'communications-inbox-thread', open: openFirstConversation },
      inApp('communications-unreachable', '/communications/unreachable'),
      inApp('analytik-overview', '/analytik'),
      inApp('analytik-goals', '/analytik/goals'),
      inApp('analytik-practice', (page) => `/analytik/practice/${practiceIdOf(page)}`),
      inApp('analytik-metric', (page) => `/analytik/practice/${practiceIdOf(page)}/fees`),
    ],
  },
  // A journey of its own: its baselines are updated alone (-g consent).
  {
    name: 'clinic',
    account: 'clinic',
    screens: [
      {
        name: 'communications-consent',
        open: (page) => page.goto('/communications/consent').then(() => undefined),
      },
      // Up to the pinned day: the sign-ins of the run itself happen at the real time.
      inApp('audit-log', `/audit-log?to=${PINNED_OFFLINE_TODAY}`),
    ],
  },
  // The provider's audit log, alone too (-g admin-audit-log).
  {
    name: 'sysadmin',
    account: 'sysadmin',
    screens: [
      {
        name: 'admin-audit-log',
        open: (page) => page.goto(`/admin/audit-log?to=${PINNED_OFFLINE_TODAY}`).then(() => undefined),
      },
    ],
  },
  {
    name: 'sysadmin',
    account: 'sysadmin',
    screens: [
      { name: 'admin-practices', open: (page) => page.goto('/admin/practices').then(() => undefined) },
      { name: 'admin-practice', open: openFirstRecord },
      inApp('admin-users', '/admin/users'),
      { name: 'admin-user', open: openFirstRecord },
      inApp('admin-clinic-groups', '/admin/ClinicGroups'),
      { name: 'admin-clinic-group', open: openFirstRecord },
      inApp('admin-deployment-groups', '/admin/deployment-groups'),
      inApp('admin-tools', '/admin/tools'),
      inApp('admin-pricing', '/admin/pricing'),
    ],
  },
];

const practiceIds = new WeakMap<Page, string>();
const practiceIdOf = (page: Page) => {
  const id = practiceIds.get(page);
  if (!id) throw new Error('The journey did not start on a practice');
  return id;
};

/**
 * The screen has its data: a heading, no spinner or placeholder left, no request for half a
 * second, the fonts loaded and every finite animation ended. A journey's first screen loads the
 * whole offline mode (its database, the worker): on a runner whose cores other work shares,
 * that took over 15 s.
 */
const FIRST_LOAD_TIMEOUT = 45_000;

const settled = async (page: Page, first: boolean) => {
  await expect(h1(page)).toBeVisible(first ? { timeout: FIRST_LOAD_TIMEOUT } : {});
  await expect(page.locator('.fui-Spinner, .fui-Skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The drawer's unread count comes once the page has settled (nav-menu.tsx): every screenshot
  // of a drawer that offers the inbox shows it, whichever screen of the journey comes first.
  const inbox = page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Patient replies|Réponses des patients)/ });
  if (await inbox.isVisible()) await expect(inbox.getByRole('img')).toBeVisible({ timeout: 15_000 });
  await settleAnimations(page);
};

for (const journey of journeys) {
  test.describe(journey.name, () => {
    if (journey.account) test.use(signedInAs(journey.account));

    for (const lang of LANGS) {
      for (const viewport of WIDTHS) {
        test(`${journey.screens[0]?.name ?? ''} and what follows, at ${viewport.width} px (${lang})`, async ({
          page,
        }) => {
          // Every screen of the journey is loaded, settled, measured and compared.
          test.setTimeout(FIRST_LOAD_TIMEOUT + journey.screens.length * 20_000);
          await page.clock.setFixedTime(VISUAL_NOW);
          await page.setViewportSize(viewport);
          await preferLanguage(page, lang);
          if (journey.account === 'clinic')
            practiceIds.set(page, await startOnPractice(page, 'clinic', PLATEAU));

          for (const [index, screen] of journey.screens.entries()) {
            await test.step(screen.name, async () => {
              await screen.open(page, lang);
              await settled(page, index === 0);
              const name = `${journey.name.replace(' ', '-')}-${screen.name}-${lang}-${viewport.width}.png`;
              await page.setViewportSize({
                width: viewport.width,
                height: Math.min(await contentHeight(page), MAX_HEIGHT),
              });
              await settleAnimations(page);
              await expect.soft(page, `${screen.name} looks as approved`).toHaveScreenshot(name);
              await page.setViewportSize(viewport);
              if (viewport.width === 375) await noSidewaysScroll(page, `${screen.name} (${lang})`);
              await controlsUsable(page.locator('body'), `controls that cannot be used: ${name}`, {
                soft: true,
              });
              expect.soft(await cutText(page.locator('body')), `text cut short: ${name}`).toEqual([]);
              await page.evaluate(() => window.scrollTo(0, 0));
            });
          }
        });
      }
    }
  });
}
