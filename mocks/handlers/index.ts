import type { RequestHandler } from 'msw';
import { authGate } from './auth-gate';
import { administrationHandlers } from './administration';
import { toolsHandlers } from './tools';
import { clinicGroupsHandlers } from './clinic-groups';
import { analytikHandlers } from './analytik';
import { offlineControlHandlers } from './offline-control';
import { faultControlHandlers, faultGate } from './faults';
import { communicationHandlers } from './communication';
import { consentRegisterHandlers } from './consent-register';
import { publicHandlers } from './public';
import { pricingHandlers } from './pricing';
import { fallbackHandlers } from './fallback';
import { usersHandlers } from './users';
import { practicesHandlers } from './practices';
import { cognitoHandlers } from '../cognito/handlers';
import { telemetryHandlers } from './telemetry';
import { auditLogHandlers } from './audit-log';
import { auditRecorder } from './audit-recording';
import { generatedHandlers } from '../generated/generated-handlers';
import type { OfflineDataMode } from '../offline-data-mode';

/** What answers before any operation, in every data mode. */
const gates: RequestHandler[] = [
  authGate,
  ...offlineControlHandlers,
  ...faultControlHandlers,
  faultGate,
  ...cognitoHandlers,
  ...telemetryHandlers,
];

/**
 * The offline API, in the order MSW tries them: the token check, the offline controls, armed
 * faults (mocks/faults/), the stateful handlers, then
 * orval's generated handlers for any operation nobody wrote a stateful one for.
 */
export const handlers: RequestHandler[] = [
  ...gates,
  auditRecorder(() => handlers),
  ...administrationHandlers,
  ...toolsHandlers,
  ...clinicGroupsHandlers,
  ...analytikHandlers,
  ...communicationHandlers,
  ...consentRegisterHandlers,
  ...publicHandlers,
  ...pricingHandlers,
  ...usersHandlers,
  ...practicesHandlers,
  ...auditLogHandlers,
  ...fallbackHandlers,
];

/**
 * The offline API of a data mode (mocks/offline-data-mode.ts). The generated mode keeps the
 * token check, the offline controls, the faults, sign-in and telemetry in front, and answers
 * every operation of the contracts from its generators instead of the database.
 */
export const handlersFor = (mode: OfflineDataMode): RequestHandler[] =>
  mode.kind === 'generated' ? [...gates, ...generatedHandlers(mode.seed, mode.patterns)] : handlers;
