import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { apiPath } from '../config';
import { readJsonBody } from '../handlers/problem';
import { identityPoolHandler } from './identity-pool-handlers';
import { getTokenLifetimeSeconds, setTokenLifetimeSeconds } from './tokens';
import { userPoolHandler } from './user-pool-handlers';

const TokenLifetime = z.object({ seconds: z.int().min(1).max(86_400).optional() });

/**
 * Not part of any contract: sets the lifetime of the tokens the emulator issues from now on, so
 * Playwright and QA can watch Amplify refresh (`{"seconds": 10}`; no seconds: back to 3600).
 * Under /api/__offline/ like the other offline controls, so the auth gate lets it through.
 */
const tokenLifetimeHandler = http.post(apiPath('/__offline/cognito/token-lifetime'), async ({ request }) => {
  const { seconds } = await readJsonBody(request, TokenLifetime);
  setTokenLifetimeSeconds(seconds);
  return HttpResponse.json({ seconds: getTokenLifetimeSeconds() });
});

/** The offline Cognito emulator: user pool, identity pool and its control. */
export const cognitoHandlers = [userPoolHandler, identityPoolHandler, tokenLifetimeHandler];
