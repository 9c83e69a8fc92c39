import { describeIssues, onContractDrift } from '@/api/contract-validation';
import type { Logger } from '@/lib/logger/logger';

/**
 * A production response that breaks its contract keeps the screen working (src/api/); the
 * backend team learns of it through the error reporter, as a warning naming the operation.
 */
export const reportContractDrift = (log: Logger): (() => void) =>
  onContractDrift((event) =>
    log.warn(
      'contract',
      `Response of ${event.operationId} breaks its contract: ${describeIssues(event.issues)}`,
      {
        report: true,
        extra: {
          operationId: event.operationId,
          operation: `${event.method} ${event.path}`,
          status: event.status,
          fields: event.issues.map((issue) => issue.path.join('.')),
        },
      },
    ),
  );
