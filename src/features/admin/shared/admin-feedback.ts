import type { MessageDescriptor } from 'react-intl';
import { isApiError, type ApiErrorKind } from '@/api/api-error';
import type { FeedbackValues } from '@/components/feedback/feedback-text';
import { notify } from '@/components/feedback/snackbar-store';

/**
 * The failures an administration action reports with its own SPEC §8 message ("The {module}
 * module could not be updated…", "Error deleting the user"…). A refusal (403) and too many
 * requests (429) keep the general message, which says what happened better; a validation
 * failure (400) is shown at the fields of its form.
 */
export const ADMIN_OWN_ERRORS: readonly ApiErrorKind[] = [
  'server',
  'network',
  'timeout',
  'conflict',
  'contract',
];

/** Pass as the `meta` of an administration mutation: the general snackbar leaves these to it. */
export const adminMutationMeta = { ownErrors: ADMIN_OWN_ERRORS };

interface Outcome {
  success: MessageDescriptor;
  failure: MessageDescriptor;
  values?: FeedbackValues;
}

/**
 * The snackbars of one action (SPEC §8, §9): `mutate(variables, outcomeSnackbars({...}))`. The
 * failure message is shown only for the failures the action owns (ADMIN_OWN_ERRORS).
 */
export const outcomeSnackbars = ({ success, failure, values }: Outcome) => ({
  onSuccess: () => {
    notify({ intent: 'success', message: success, ...(values ? { values } : {}) });
  },
  onError: (error: unknown) => {
    if (isApiError(error) && !ADMIN_OWN_ERRORS.includes(error.kind)) return;
    notify({ intent: 'error', message: failure, ...(values ? { values } : {}) });
  },
});
