import type { AppointmentConfirmation } from '@/api/generated/public/model';
import { isApiError, type ApiErrorKind } from '@/api/api-error';

/** What the page shows after the button: each answer of the operation has its own message. */
export type ConfirmationOutcome =
  | { kind: 'idle' | 'pending' }
  | { kind: 'confirmed'; confirmation: AppointmentConfirmation }
  | {
      kind:
        'invalidLink' | 'cancelled' | 'past' | 'notConfirmable' | 'tooManyAttempts' | 'offline' | 'failed';
    };

export type FailureKind = Exclude<ConfirmationOutcome['kind'], 'idle' | 'pending' | 'confirmed'>;

/** The failures a second press can fix: the link itself is fine. */
export const RETRYABLE: ReadonlySet<FailureKind> = new Set(['tooManyAttempts', 'offline', 'failed']);

/** Every failure is explained on the page: the general error snackbar stays away. */
export const OWN_ERRORS: readonly ApiErrorKind[] = [
  'network',
  'timeout',
  'server',
  'validation',
  'not-found',
  'conflict',
  'rate-limited',
  'contract',
  'unauthorized',
  'forbidden',
];

const conflictKind = (code: string | undefined): FailureKind => {
  if (code === 'APPOINTMENT_CANCELLED') return 'cancelled';
  if (code === 'APPOINTMENT_PAST') return 'past';
  return 'notConfirmable';
};

export const failureKind = (error: unknown): FailureKind => {
  if (!isApiError(error)) return 'failed';
  switch (error.kind) {
    // A link the server cannot read is as invalid as an unknown one.
    case 'not-found':
    case 'validation':
      return 'invalidLink';
    case 'conflict':
      return conflictKind(error.code);
    case 'rate-limited':
      return 'tooManyAttempts';
    case 'network':
    case 'timeout':
      return 'offline';
    default:
      return 'failed';
  }
};
