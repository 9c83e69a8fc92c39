import type { Request } from '@playwright/test';
import { cognitoOperation, expect, REMOTE, remoteControl, signInRemotely, test } from './support/remote';
import { pickMenuItem } from '../e2e/support/menu';

const texts = {
  en: { account: /^Account menu/, signOut: 'Sign out', configuration: 'Practice configuration' },
  fr: {
    account: /^Menu du compte/,
    signOut: 'Se déconnecter',
    configuration: 'Configuration de la clinique',
  },
} as const;

const apiRequest = (request: Request) => request.url().startsWith(`${REMOTE.api}/api/`);

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`signs in with SRP over HTTP, calls the API across origins with a bearer, and signing out revokes it (${lang})`, async ({
    page,
  }) => {
    const cognito: string[] = [];
    page.on('request', (request) => {
      const operation = cognitoOperation(request);
      if (operation) cognito.push(operation);
    });
    const profileCall = page.waitForResponse(
      (response) =>
        response.url() === `${REMOTE.api}/api/users/profile` && response.request().method() === 'GET',
    );
    await signInRemotely(page, lang, 'clinic');
    // The password never travels: SRP's two steps went to the user-pool endpoint over the network.
    expect(cognito).toEqual(expect.arrayContaining(['InitiateAuth', 'RespondToAuthChallenge']));
    const profile = await profileCall;
    expect(profile.status()).toBe(200);
    // Across origins: the browser sent the app's origin, and the API answered for it (not `*`).
    expect(profile.headers()['access-control-allow-origin']).toBe(REMOTE.app);
    const bearer = (await profile.request().allHeaders()).authorization ?? '';
    expect(bearer).toMatch(/^Bearer ey/);

    await page.getByRole('button', { name: t.account }).click();
    const revoked = page.waitForRequest((request) => cognitoOperation(request) === 'RevokeToken');
    await pickMenuItem(page, t.signOut);
    await revoked;
    await expect(page).toHaveURL(/\/login$/);
    // The sign-in is over on the server too: its access token opens nothing any more.
    const replay = await fetch(`${REMOTE.api}/api/users/profile`, { headers: { authorization: bearer } });
    expect(replay.status).toBe(401);
  });
}

test('refreshes an expired access token over HTTP, and the next call goes through with the new one', async ({
  page,
}) => {
  await remoteControl.tokenLifetime(8);
  try {
    await signInRemotely(page, 'en', 'clinic');
    const signedInToken = await page.evaluate(() => document.cookie.match(/accessToken=([^;]+)/)?.[1]);
    expect(signedInToken).toBeTruthy();
    // Past the token's life (Amplify refreshes a few seconds early too).
    await page.waitForTimeout(8_000);
    const refresh = page.waitForRequest((request) =>
      ['InitiateAuth', 'GetTokensFromRefreshToken'].includes(cognitoOperation(request) ?? ''),
    );
    const practice = page.waitForResponse(
      (response) => apiRequest(response.request()) && /\/practices\/[^/?]+(\?|$)/.test(response.url()),
    );
    await page.goto(`${REMOTE.app}/configuration`);
    await refresh;
    const answer = await practice;
    expect(answer.status()).toBe(200);
    const usedToken = ((await answer.request().allHeaders()).authorization ?? '').replace('Bearer ', '');
    expect(usedToken).not.toBe(decodeURIComponent(signedInToken ?? ''));
    await expect(page.getByRole('heading', { level: 1, name: texts.en.configuration })).toBeVisible();
  } finally {
    await remoteControl.tokenLifetime();
  }
});
