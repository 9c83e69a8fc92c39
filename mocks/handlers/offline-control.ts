import { HttpResponse, http } from 'msw';
import { apiPath } from '../config';
import { resetDatabase } from '../db/database';
import { offlineTokenHandler } from './offline-token';

/**
 * Not part of the contract: lets QA and tests put the offline API back to its seed
 * (`curl -X POST http://localhost:4010/api/__offline/reset`).
 */
export const offlineControlHandlers = [
  offlineTokenHandler,
  http.post(apiPath('/__offline/reset'), async () => {
    await resetDatabase();
    return new HttpResponse(null, { status: 204 });
  }),
];
