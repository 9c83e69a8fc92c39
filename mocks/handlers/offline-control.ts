import { HttpResponse, http } from 'msw';
import { apiPath } from '../config';
import { z } from 'zod';
import { revokeUserRefreshTokens } from '../cognito/tokens';
import { resetDatabase } from '../db/database';
import { problem } from './problem';
import { offlineTokenHandler } from './offline-token';
import { outcomeControlHandlers } from './outcome-control';
import { replyControlHandlers } from './reply-control';

/**
 * Not part of the contract: lets QA and tests put the offline API back to its seed
 * (`curl -X POST http://localhost:4010/api/__offline/reset`), and end every session of a user as
 * an administrator would (`POST /api/__offline/sessions/revoke {"username":"clinic"}`): its
 * refresh tokens are revoked, and the API refuses the access tokens of those sign-ins.
 */
export const offlineControlHandlers = [
  offlineTokenHandler,
  ...replyControlHandlers,
  ...outcomeControlHandlers,
  http.post(apiPath('/__offline/reset'), async () => {
    await resetDatabase();
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiPath('/__offline/sessions/revoke'), async ({ request }) => {
    const body = z.object({ username: z.string().min(1) }).safeParse(await request.json().catch(() => null));
    if (!body.success)
      return problem(400, {
        title: 'Bad request',
        code: 'VALIDATION_ERROR',
        detail: 'Expected {"username": "…"}',
      });
    await revokeUserRefreshTokens(body.data.username);
    return new HttpResponse(null, { status: 204 });
  }),
];
