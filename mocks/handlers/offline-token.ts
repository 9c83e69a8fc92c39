import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { issueAccessToken } from '../auth/access-tokens';
import { apiPath } from '../config';
import { findUserByUsername } from '../db/users';
import { notFound, readJsonBody } from './problem';

const TokenRequest = z.object({
  username: z.string().trim().min(1),
  // Seconds; short lifetimes let tests watch a token expire.
  lifetimeSeconds: z.int().min(1).max(86_400).default(3600),
});

/**
 * Not part of the contract: an access token for a seeded user without going through sign-in,
 * for QA's curl and `contract:verify` against the mock server
 * (`curl -X POST localhost:4010/api/__offline/token -d '{"username":"sysadmin"}'`).
 */
export const offlineTokenHandler = http.post(apiPath('/__offline/token'), async ({ request }) => {
  const { username, lifetimeSeconds } = await readJsonBody(request, TokenRequest);
  const user = findUserByUsername(username);
  if (!user) return notFound(`No user named "${username}" in the offline database.`);
  const accessToken = await issueAccessToken({ id: user.id, username: user.username }, lifetimeSeconds);
  return HttpResponse.json({ accessToken, expiresIn: lifetimeSeconds });
});
