import type { BrowserContext, Page, Request } from '@playwright/test';
import { PASSWORD, revokeSessions, texts as authTexts } from './support/auth-support';
import { preferLanguage, signedInAs } from './support/accounts';
import { h1 } from './support/navigation';
import { expect, test } from './support/test';

// Two tabs of one browser share the tokens (cookies) and so one session (decision 042).
test.use(signedInAs('clinic'));

const HISTORY = '/communications/history';

/** A tab on the Plateau's history, its patients' names on screen. */
const openHistory = async (page: Page) => {
  await preferLanguage(page, 'en');
  await page.goto(HISTORY);
  await expect(h1(page, 'Communications history')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Messages sent' }).getByRole('row');
  await expect(rows.nth(5)).toBeVisible();
  return rows;
};

/**
 * The history, once the screen has also made the Analytik overview's three reads that a settled
 * screen makes ahead (decision 050): the tab then calls nothing more of itself.
 */
const openSettledHistory = async (page: Page) => {
  const prepared: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/analytik/')) prepared.push(response.url());
  });
  const rows = await openHistory(page);
  await expect.poll(() => prepared.length, { timeout: 15_000 }).toBe(3);
  return rows;
};

/** The API calls a tab makes from now on (the app's own API, not the sign-in service). */
const apiCallsOf = (page: Page): Request[] => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
};

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu of / });

/** Two tabs of the one browser (context): they share its cookies, as a front desk's tabs do. */
const twoTabs = async (context: BrowserContext) => ({
  first: await context.newPage(),
  second: await context.newPage(),
});

test('signing out in one tab puts the other on the sign-in screen within a second, with no API call after', async ({
  context,
}) => {
  const { first, second } = await twoTabs(context);
  await openHistory(first);
  const secondRows = await openSettledHistory(second);

  const calls = apiCallsOf(second);
  await accountButton(first).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(second).toHaveURL(/\/login/, { timeout: 1_000 });
  await expect(secondRows).toHaveCount(0);
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(first).toHaveURL(/\/login$/);
  // Long enough for a poll or a refetch of what was on screen to show itself.
  await second.waitForTimeout(2_000);
  expect(calls.map((call) => call.url())).toEqual([]);
});

test("a sign-in as another user in one tab moves the other to that user, never showing the first user's data", async ({
  context,
}) => {
  const { first, second } = await twoTabs(context);
  // A read after the tokens go would end the clinic user's session in this tab.
  await openSettledHistory(second);
  const clinicUser = await accountButton(second).getAttribute('aria-label');
  expect(clinicUser).toBeTruthy();

  // The tokens end without a word to the other tab (they expired, or were cleared), and another
  // person signs in with the first tab.
  await context.clearCookies();
  await preferLanguage(first, 'en');
  await first.goto('/login');
  await first.getByLabel(authTexts.en.username).fill('group');
  await first.getByLabel(authTexts.en.password).fill(PASSWORD);
  await first.getByRole('button', { name: authTexts.en.signIn, exact: true }).click();
  await expect(first).toHaveURL(/\/communications\/admin$/);
  const groupUser = await accountButton(first).getAttribute('aria-label');
  expect(groupUser).not.toBe(clinicUser);

  // Within a second the second tab no longer shows the clinic user's session: it is the group
  // user's, or the sign-in screen's.
  await expect(second.getByRole('button', { name: clinicUser ?? '', exact: true })).toHaveCount(0, {
    timeout: 1_000,
  });
  await expect(accountButton(second)).toHaveAttribute('aria-label', groupUser ?? '');
  await expect(h1(second)).toBeVisible();
  await expect(second.getByRole('button', { name: clinicUser ?? '', exact: true })).toHaveCount(0);
});

test('a session ended elsewhere reaches the sign-in screen of every tab, saying so', async ({ context }) => {
  const { first, second } = await twoTabs(context);
  await openHistory(first);
  await openHistory(second);

  // Every session of the user ends elsewhere (an administrator, a password change): the first
  // tab's next call meets a 401, renewing is refused, and its session ends.
  await revokeSessions(first, 'clinic');
  await first.getByRole('link', { name: 'Upcoming messages' }).click();
  const expired = 'Your session has expired. Please sign in again.';
  await expect(first.getByText(expired)).toBeVisible();

  await expect(second).toHaveURL(/\/login/, { timeout: 1_000 });
  await expect(second.getByText(expired)).toBeVisible();
});
