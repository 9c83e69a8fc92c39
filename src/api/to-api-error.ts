import { isAxiosError } from 'axios';
import { answerHeader, failureOf } from './axios-instance';
import { ApiError, isApiError, type ApiErrorKind, type FieldError } from './api-error';

// Kept apart from ApiError: screens and the error catalogue check errors without pulling in
// axios, which only the HTTP client needs (and the sign-in page does not load).

const kindByStatus: Record<number, ApiErrorKind> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'validation',
  429: 'rate-limited',
};

const statusKind = (status: number): ApiErrorKind =>
  kindByStatus[status] ?? (status >= 500 ? 'server' : 'validation');

/**
 * An HTTP date as RFC 9110 allows it (IMF-fixdate, or the obsolete RFC 850 and asctime forms): it
 * starts with the day's name. Date.parse alone would read "1.5" or "-5" as dates long past.
 */
const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;

/**
 * Reads the Retry-After header: delta seconds (digits only) or an HTTP date; anything else is
 * undefined, and the client falls back to its own backoff.
 */
export const parseRetryAfter = (value: unknown, now = Date.now()): number | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (!HTTP_DATE.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const readFieldErrors = (problem: Record<string, unknown> | undefined): FieldError[] => {
  const errors = problem?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) => {
    const item = asRecord(entry);
    if (typeof item?.field !== 'string' || typeof item.message !== 'string') return [];
    return [
      {
        field: item.field,
        message: item.message,
        ...(typeof item.code === 'string' ? { code: item.code } : {}),
      },
    ];
  });
};

const describeOperation = (method?: string, url?: string) =>
  method && url ? `${method.toUpperCase()} ${url.split('?')[0]}` : undefined;

/** Normalises anything a call can throw into an ApiError. */
export const toApiError = (error: unknown): ApiError => {
  if (isApiError(error)) return error;
  if (isAxiosError(error) && failureOf(error) === 'cancelled') {
    return new ApiError({ kind: 'cancelled', message: 'The request was cancelled.', cause: error });
  }
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : 'An unknown error has occurred.';
    return new ApiError({ kind: 'network', message, cause: error });
  }
  const operation = describeOperation(error.config?.method, error.config?.url);
  const response = error.response;
  if (!response) {
    const timedOut = failureOf(error) === 'timeout';
    return new ApiError({
      kind: timedOut ? 'timeout' : 'network',
      message: timedOut ? 'The server took too long to answer.' : 'A network error has occurred.',
      operation,
      cause: error,
    });
  }
  const problem = asRecord(response.data);
  const detail = typeof problem?.detail === 'string' ? problem.detail : undefined;
  const title = typeof problem?.title === 'string' ? problem.title : undefined;
  return new ApiError({
    kind: statusKind(response.status),
    status: response.status,
    message: detail ?? title ?? `Request failed with status ${response.status}.`,
    ...(typeof problem?.code === 'string' ? { code: problem.code } : {}),
    fieldErrors: readFieldErrors(problem),
    retryAfterSeconds: parseRetryAfter(answerHeader(error, 'retry-after')),
    operation,
    cause: error,
  });
};
