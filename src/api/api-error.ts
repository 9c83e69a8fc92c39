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
