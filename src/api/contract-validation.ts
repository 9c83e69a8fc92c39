import type { z } from 'zod';
import { ApiError } from './api-error';

export interface ContractOperation {
  operationId: string;
  group: string;
  method: string;
  /** OpenAPI path template, e.g. `/practices/{id}`. */
  path: string;
  pattern: RegExp;
  /** zod schema of the JSON success body; absent for empty and binary responses. */
  response?: z.ZodType;
}

/** An operation as the HTTP client finds it, naming its schema in its group's module. */
export type OperationRoute = Omit<ContractOperation, 'response'> & { schema?: string };

/** A group's generated zod module: its schemas by name. */
export type SchemaModule = Readonly<Record<string, unknown>>;

export interface ContractDriftEvent {
  operationId: string;
  method: string;
  path: string;
  url: string;
  status: number;
  issues: z.core.$ZodIssue[];
}

type DriftListener = (event: ContractDriftEvent) => void;
const listeners = new Set<DriftListener>();

/** The error reporter subscribes here; production keeps working and reports the drift. */
export const onContractDrift = (listener: DriftListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Finds the operation of a request. The table is sorted so that static segments win over
 * parameters (`/users/profile` before `/users/{id}`).
 */
export const findOperation = <Operation extends OperationRoute>(
  operations: readonly Operation[],
  method: string,
  pathname: string,
): Operation | undefined => {
  const lowerMethod = method.toLowerCase();
  return operations.find((operation) => operation.method === lowerMethod && operation.pattern.test(pathname));
};

export const describeIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .slice(0, 10)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');

interface CheckInput {
  operation: ContractOperation;
  url: string;
  status: number;
  data: unknown;
  strict: boolean;
}

/**
 * Checks a success body against its schema. Strict mode throws a `contract` ApiError naming the
 * operation and the fields; otherwise the drift is reported and the caller keeps the raw data.
 */
export const checkResponse = ({ operation, url, status, data, strict }: CheckInput): void => {
  if (!operation.response || status === 204) return;
  // An empty body (a 202 without content) reaches us as '': it is no body, which a void
  // response schema accepts and any other refuses.
  const result = operation.response.safeParse(data === '' ? undefined : data);
  if (result.success) return;
  const event: ContractDriftEvent = {
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    url,
    status,
    issues: result.error.issues,
  };
  if (strict) {
    throw new ApiError({
      kind: 'contract',
      status,
      operation: `${event.method} ${operation.path}`,
      message: `Response of ${operation.operationId} breaks its contract: ${describeIssues(event.issues)}`,
    });
  }
  listeners.forEach((listener) => listener(event));
};
