import { isApiError } from '@/api/api-error';
import type { FeedbackMeta } from '@/components/feedback/query-meta';
import { notify } from '@/components/feedback/snackbar-store';
import { errorMessage } from '@/lib/errors/error-message';
import { logger } from '@/lib/logger/logger';

/**
 * Failures that get the general message of SPEC §8 unless the query or mutation says its screen
 * explains them (`meta.ownErrors`): the user can only wait out the first four, and a refusal
 * (403) or a conflict (409) no screen answers would otherwise pass in silence. A 401 is the
 * session's (it renews the tokens, or ends the session and says so on the sign-in screen).
 */
const GLOBAL_KINDS = new Set(['server', 'network', 'timeout', 'rate-limited', 'forbidden', 'conflict']);

/**
 * What every failed query or mutation goes through: logged, and for the failures the user can
 * only wait out (server, network), the snackbar in the error colour. Screens still show their
 * own message at the field or in the page for the rest (validation, not found…).
 */
export const reportApiFailure = (error: unknown, origin: string, meta?: FeedbackMeta): void => {
  if (!isApiError(error) || error.kind === 'cancelled') return;
  // Validation and not-found answers are part of a screen's normal flow, not incidents.
  if (error.kind === 'server' || error.kind === 'contract') logger.error(origin, error);
  if (!GLOBAL_KINDS.has(error.kind) || meta?.ownErrors?.includes(error.kind)) return;
  const { descriptor, values } = errorMessage(error);
  notify({ intent: 'error', message: descriptor, ...(values ? { values } : {}) });
};
