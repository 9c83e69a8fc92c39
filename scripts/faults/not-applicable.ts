import type { RouteKey } from '@/config/paths';
import type { FaultCell } from './covers-faults';

const READS: FaultCell[] = ['status-500', 'network', 'timeout', 'malformed'];

/**
 * Cells of the fault matrix that ask for something the screen has no place for, for a reason
 * the contract does not say (its own reasons, such as a status it never answers, are computed).
 * Each says why.
 */
export const NOT_APPLICABLE: {
  screens: RouteKey[];
  operationId: string;
  cells: FaultCell[];
  reason: string;
}[] = [
  {
    screens: [
      'communicationsNotifications',
      'communicationsConfirmations',
      'communicationsHygieneRecalls',
      'communicationsUpcoming',
    ],
    operationId: 'getCommunicationStats',
    cells: READS,
    reason:
      'only the SMS package banner reads it here (communications/shared/use-sms-package.ts): the banner stays hidden when it fails, the screen works without it, and the next visit loads it again',
  },
  {
    screens: ['communicationsAdmin'],
    operationId: 'getUpcomingMessagesSummary',
    cells: READS,
    reason:
      'only the “planned in the next 7 days” count of the kind cards reads it (communications/dashboard/planned-next-week.ts): the cards show without the count when it fails',
  },
];
