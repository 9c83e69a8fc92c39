import { delay, HttpResponse, http } from 'msw';
import { z } from 'zod';
import { operations } from '@/api/generated/operations';
import { REQUEST_TIMEOUT_MS } from '@/api/request-timeout';
import { apiPath, OFFLINE_API_PREFIX } from '../config';
import {
  addFaults,
  clearFaults,
  listFaults,
  takeFault,
  UnknownOperationError,
  type Fault,
} from '../faults/fault-table';
import { problem } from './problem';

/** What each status says, in the problem shape the real API uses. */
const PROBLEMS: Record<number, { title: string; code: string }> = {
  400: { title: 'Bad request', code: 'VALIDATION_ERROR' },
  401: { title: 'Unauthorized', code: 'UNAUTHORIZED' },
  403: { title: 'Forbidden', code: 'FORBIDDEN' },
  404: { title: 'Not found', code: 'NOT_FOUND' },
  409: { title: 'Conflict', code: 'CONFLICT' },
  429: { title: 'Too many requests', code: 'RATE_LIMITED' },
  500: { title: 'Internal server error', code: 'INTERNAL_ERROR' },
  502: { title: 'Bad gateway', code: 'BAD_GATEWAY' },
  503: { title: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' },
  504: { title: 'Gateway timeout', code: 'GATEWAY_TIMEOUT' },
};

/** A body no operation's response schema accepts: a bare string where JSON objects and arrays are expected. */
const BROKEN_BODY = 'offline fault: this body breaks the contract';

const answer = async (fault: Fault): Promise<Response> => {
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay(fault.delayMs ?? REQUEST_TIMEOUT_MS + 5_000);
      return problem(504, { ...PROBLEMS[504]!, detail: 'Injected fault: no answer in time.' });
    case 'malformed':
      return HttpResponse.json(BROKEN_BODY);
    case 'status': {
      const { title, code } = PROBLEMS[fault.status] ?? { title: 'Error', code: 'ERROR' };
      const errors =
        fault.status === 400
          ? (fault.errors ?? [{ field: 'name', message: 'Injected fault: invalid value.', code: 'INVALID' }])
          : undefined;
      return problem(fault.status, {
        title,
        code,
        detail: 'Injected fault (POST /api/__offline/faults).',
        ...(errors ? { errors } : {}),
        ...(fault.retryAfter !== undefined ? { headers: { 'retry-after': fault.retryAfter } } : {}),
      });
    }
  }
};

const operationOf = (request: Request) => {
  const pathname = new URL(request.url).pathname.slice(OFFLINE_API_PREFIX.length);
  const method = request.method.toLowerCase();
  return operations.find((operation) => operation.method === method && operation.pattern.test(pathname));
};

/**
 * Not part of the contract: the fault control (docs/faults-and-data-modes.md).
 *   POST   /api/__offline/faults   {"operationId":"getPractices","status":503,"times":1}  (or an array)
 *   GET    /api/__offline/faults   what is armed, with the calls left
 *   DELETE /api/__offline/faults   clears them all
 */
export const faultControlHandlers = [
  http.get(apiPath('/__offline/faults'), () => HttpResponse.json(listFaults())),
  http.delete(apiPath('/__offline/faults'), () => {
    clearFaults();
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiPath('/__offline/faults'), async ({ request }) => {
    try {
      return HttpResponse.json(addFaults((await request.json()) as never), { status: 201 });
    } catch (error) {
      const detail =
        error instanceof z.ZodError
          ? z.prettifyError(error)
          : error instanceof UnknownOperationError
            ? error.message
            : 'The body must be JSON.';
      return problem(400, { title: 'Bad request', code: 'VALIDATION_ERROR', detail });
    }
  }),
];

/**
 * After the token check and before every operation's handler: a call of an operation with an
 * armed fault gets the fault instead of its answer.
 */
export const faultGate = http.all(apiPath('/*'), async ({ request }) => {
  const operation = operationOf(request);
  const fault = operation ? takeFault(operation.operationId) : undefined;
  return fault ? answer(fault) : undefined;
});
