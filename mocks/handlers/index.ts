import type { RequestHandler } from 'msw';
import { authGate } from './auth-gate';
import { administrationHandlers } from './administration';
import { toolsHandlers } from './tools';
import { clinicGroupsHandlers } from './clinic-groups';
import { analytikHandlers } from './analytik';
import { offlineControlHandlers } from './offline-control';
import { faultControlHandlers, faultGate } from './faults';
import { communicationHandlers } from './communication';
import { publicHandlers } from './public';
import { pricingHandlers } from './pricing';
import { fallbackHandlers } from './fallback';
import { usersHandlers } from './users';
import { practicesHandlers } from './practices';
import { cognitoHandlers } from '../cognito/handlers';
import { telemetryHandlers } from './telemetry';

/**
 * The offline API, in the order MSW tries them: the token check, the offline controls, armed
 * faults (mocks/faults/), the stateful handlers, then
 * orval's generated handlers for any operation nobody wrote a stateful one for.
 */
export const handlers: RequestHandler[] = [
  authGate,
  ...offlineControlHandlers,
  ...faultControlHandlers,
  faultGate,
  ...cognitoHandlers,
  ...telemetryHandlers,
  ...administrationHandlers,
  ...toolsHandlers,
  ...clinicGroupsHandlers,
  ...analytikHandlers,
  ...communicationHandlers,
  ...publicHandlers,
  ...pricingHandlers,
  ...usersHandlers,
  ...practicesHandlers,
  ...fallbackHandlers,
];
