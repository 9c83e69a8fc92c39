import type { RequestHandler } from 'msw';
import { authGate } from './auth-gate';
import { administrationHandlers } from './administration';
import { offlineControlHandlers } from './offline-control';
import { fallbackHandlers } from './fallback';

/**
 * The offline API, in the order MSW tries them: the token check, the stateful handlers, then
 * orval's generated handlers for any operation nobody wrote a stateful one for.
 */
export const handlers: RequestHandler[] = [
  authGate,
  ...offlineControlHandlers,
  ...administrationHandlers,
  ...fallbackHandlers,
];
