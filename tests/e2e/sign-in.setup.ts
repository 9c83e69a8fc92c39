import { writeFileSync } from 'node:fs';
import { expect, test as setup } from './support/test';
import { openLogin, signIn } from './support/auth-support';
import {
  profileFileOf,
  SIGNED_IN_ACCOUNTS,
  storageStateOf,
  type AccountProfile,
  type SignedInAccount,
} from './support/accounts';

// Each account signs in through the form once per run; journeys that are not about signing in
// start from its saved state (playwright.config.ts, project "sign-in").
for (const [account, home] of Object.entries(SIGNED_IN_ACCOUNTS) as [SignedInAccount, RegExp][]) {
  setup(`sign in as ${account}`, async ({ page }) => {
    await openLogin(page, 'en');
    await signIn(page, 'en', account);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().storageState({ path: storageStateOf(account) });

    // Its id and practices, from the offline API's GET /users/profile (for startOnPractice).
    const profile = await page.evaluate(async (username): Promise<AccountProfile> => {
      const tokenResponse = await fetch('/api/__offline/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username }),
      });
      const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
      const response = await fetch('/api/users/profile', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const { id, roles } = (await response.json()) as {
        id: string;
        roles: { practiceId?: string; practiceName?: string }[];
      };
      const practices: Record<string, string> = {};
      for (const { practiceId, practiceName } of roles)
        if (practiceId && practiceName) practices[practiceName] = practiceId;
      return { userId: id, practices };
    }, account);
    writeFileSync(profileFileOf(account), JSON.stringify(profile));
  });
}
