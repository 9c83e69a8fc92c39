import type { Page, Request } from '@playwright/test';
import { DEFAULT_REMOTE_PORTS, remoteOrigins } from '../../../scripts/remote/remote-env';
import { texts, type Lang, PASSWORD } from '../../e2e/support/auth-support';
import { expect, test as guardedTest } from '../../e2e/support/test';

/** The page (production build) and the HTTP offline API of the remote mode (npm run start:remote). */
export const REMOTE = remoteOrigins(DEFAULT_REMOTE_PORTS);

/** The offline API's controls, called from the test over HTTP, as QA would with curl. */
export const remoteControl = {
  addFault: async (fault: Record<string, unknown>) => {
    const answer = await fetch(`${REMOTE.api}/api/__offline/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    expect(answer.status).toBe(201);
  },
  faults: async (): Promise<unknown[]> =>
    (await (await fetch(`${REMOTE.api}/api/__offline/faults`)).json()) as unknown[],
  /** Tokens issued from now on live `seconds`; no argument: back to an hour. */
  tokenLifetime: async (seconds?: number) => {
    const answer = await fetch(`${REMOTE.api}/api/__offline/cognito/token-lifetime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(seconds === undefined ? {} : { seconds }),
    });
    expect(answer.ok).toBe(true);
  },
};

/** The Cognito operation a request to the user-pool endpoint asks for (`InitiateAuth`…). */
export const cognitoOperation = (request: Request): string | undefined =>
  request.url().startsWith(`${REMOTE.api}/cognito/`)
    ? request.headers()['x-amz-target']?.split('.').pop()
    : undefined;

/**
 * What the service worker answered in a page: in the remote mode, nothing. The offline mode's
 * worker answers every API call inside the page; a page that fell back to it would pass every
 * journey without one request on the network.
 */
export const watchServiceWorker = (page: Page) => {
  const served: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) served.push(response.url());
  });
  return {
    served,
    controlled: () => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)),
  };
};

/**
 * The test of the remote journeys: the guarded test (CSP) and, for every page, the proof that
 * no service worker answered anything and none controls the page at the end.
 */
export const test = guardedTest.extend<{ serviceWorker: ReturnType<typeof watchServiceWorker> }>({
  serviceWorker: [
    async ({ page }, use) => {
      const watch = watchServiceWorker(page);
      await use(watch);
      expect(watch.served, 'responses from a service worker').toEqual([]);
      if (page.url().startsWith(REMOTE.app)) expect(await watch.controlled()).toBe(false);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login page: SRP against the user-pool endpoint, over HTTP. */
export const signInRemotely = async (page: Page, lang: Lang, username: string) => {
  await page.goto(`${REMOTE.app}/login?lang=${lang}`);
  const t = texts[lang];
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
};
