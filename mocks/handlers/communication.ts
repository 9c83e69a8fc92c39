import { communicationHistoryHandlers } from './communication-history';
import { communicationPreferenceHandlers } from './communication-preferences';
import { communicationStatsHandlers } from './communication-stats';
import { communicationTemplateHandlers } from './communication-templates';
import { communicationUpcomingHandlers } from './communication-upcoming';
import { conversationHandlers } from './conversations';
import { unreachablePatientHandlers } from './unreachable-patients';

/** Every operation of openapi/communication.yaml, statefully, over the `communication` area. */
export const communicationHandlers = [
  ...communicationStatsHandlers,
  ...communicationPreferenceHandlers,
  ...communicationHistoryHandlers,
  ...communicationTemplateHandlers,
  ...communicationUpcomingHandlers,
  ...conversationHandlers,
  ...unreachablePatientHandlers,
];
