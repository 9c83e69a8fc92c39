import { isApiError } from '@/api/api-error';
import { notify } from '@/components/feedback/snackbar-store';
import { errorMessage } from '@/lib/errors/error-message';
import { logger } from '@/lib/logger/logger';

/** Failures no screen can do better with than the general message of SPEC §8. */
const GLOBAL_KINDS = new Set(['server', 'network', 'timeout', 'rate-limited']);

/**
 * What every failed query or mutation goes through: logged, and for the failures the user can
 * only wait out (server, network), the snackbar in the error colour. Screens still show their
 * own message at the field or in the page for the rest (validation, not found…).
 */
export const reportApiFailure = (error: unknown, origin: string): void => {
  if (!isApiError(error) || error.kind === 'cancelled') return;
  // Validation and not-found answers are part of a screen's normal flow, not incidents.
  if (error.kind === 'server' || error.kind === 'contract') logger.error(origin, error);
  if (!GLOBAL_KINDS.has(error.kind)) return;
  const { descriptor, values } = errorMessage(error);
  notify({ intent: 'error', message: descriptor, ...(values ? { values } : {}) });
};
