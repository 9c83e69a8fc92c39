import { isAxiosError, isCancel } from 'axios';

/** What went wrong with an API call, in the terms a screen needs to choose its message. */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'contract'
  | 'cancelled';

export interface FieldError {
  field: string;
  message: string;
  code?: string;
}

interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: string;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
  operation?: string;
  cause?: unknown;
}

/** The one error type every failed API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly retryAfterSeconds: number | undefined;
  /** `METHOD /path` of the call, for logs and drift reports. */
  readonly operation: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.operation = init.operation;
  }

  /** The message of one field, for forms that show errors at the field. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((error) => error.field === field)?.message;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

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

/** Reads the Retry-After header: delta seconds or an HTTP date. */
export const parseRetryAfter = (value: unknown, now = Date.now()): number | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
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
  if (isCancel(error)) {
    return new ApiError({ kind: 'cancelled', message: 'The request was cancelled.', cause: error });
  }
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : 'An unknown error has occurred.';
    return new ApiError({ kind: 'network', message, cause: error });
  }
  const operation = describeOperation(error.config?.method, error.config?.url);
  const response = error.response;
  if (!response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
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
    retryAfterSeconds: parseRetryAfter(response.headers['retry-after']),
    operation,
    cause: error,
  });
};
