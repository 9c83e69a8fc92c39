import { env } from '@/config/env';
import { getAccessToken } from './access-token';
import { isTransportError, send, type HttpResponse, type RequestConfig } from './http-transport';
import type { ApiError } from './api-error';
import { toApiError } from './to-api-error';
import {
  checkResponse,
  findOperation,
  type ContractOperation,
  type OperationRoute,
  type SchemaModule,
} from './contract-validation';
import { MAX_ATTEMPTS, RETRY_BUDGET_MS, isRetryable, retryDelay } from './retry-policy';
import { handleUnauthorized } from './unauthorized-handler';
import { REQUEST_TIMEOUT_MS } from './request-timeout';
import { waitBeforeRetry, type RetryWait } from './retry-wait';

export interface HttpClientOptions {
  baseURL: string;
  strictContracts: boolean;
  timeoutMs?: number;
  /**
   * The operation table and each operation's response schema, loaded on demand: no schema is in
   * the first bundle, and a screen loads only the schemas of the calls it makes.
   */
  loadRoutes?: () => Promise<OperationRoutes>;
  sleep?: RetryWait;
  /** The clock of the retry budget (tests move it with their sleep). */
  now?: () => number;
}

interface OperationRoutes {
  operationRoutes: readonly OperationRoute[];
  schemaModules: Readonly<Record<string, () => Promise<SchemaModule>>>;
}

const loadGeneratedRoutes = (): Promise<OperationRoutes> => import('./generated/operation-routes');

export const createHttpClient = ({
  baseURL,
  strictContracts,
  timeoutMs = REQUEST_TIMEOUT_MS,
  loadRoutes = loadGeneratedRoutes,
  sleep = waitBeforeRetry,
  now = Date.now,
}: HttpClientOptions) => {
  const sendWithToken = async <T>(config: RequestConfig) => {
    const token = await getAccessToken();
    const headers = token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers;
    return send<T>(baseURL, headers ? { ...config, headers } : config);
  };

  let routes: Promise<OperationRoutes> | undefined;
  const schemaModulesLoaded = new Map<string, Promise<SchemaModule>>();
  const findContract = async (method: string, pathname: string): Promise<ContractOperation | undefined> => {
    // A chunk that failed to load (a dropped connection) is asked for again by the next call.
    routes ??= loadRoutes().catch((error: unknown) => {
      routes = undefined;
      throw error;
    });
    const { operationRoutes, schemaModules } = await routes;
    const route = findOperation(operationRoutes, method, pathname);
    if (!route?.schema) return route;
    // The operation's own schema (and what it is built from), not its group's: decision 031.
    const loadSchema = schemaModules[route.operationId];
    if (!loadSchema) return route;
    let module = schemaModulesLoaded.get(route.operationId);
    if (!module) {
      module = loadSchema().catch((error: unknown) => {
        schemaModulesLoaded.delete(route.operationId);
        throw error;
      });
      schemaModulesLoaded.set(route.operationId, module);
    }
    return { ...route, response: (await module)[route.schema] as ContractOperation['response'] };
  };

  const contractOf = (request: RequestConfig) => {
    const contract = findContract(request.method ?? 'get', request.url.split('?')[0] ?? '');
    // Read after the answer; a call that fails before then never reads it.
    contract.catch(() => undefined);
    return contract;
  };

  const validate = async (
    request: RequestConfig,
    response: HttpResponse,
    contract: Promise<ContractOperation | undefined>,
  ) => {
    const pathname = request.url.split('?')[0] ?? '';
    const operation = await contract;
    if (!operation) return;
    checkResponse({
      operation,
      url: pathname,
      status: response.status,
      data: response.data,
      strict: strictContracts,
    });
  };

  const isUnauthorized = (error: unknown) => isTransportError(error) && error.response?.status === 401;

  /**
   * The function every generated hook calls (orval's mutator). Retries what SPEC §9 allows within
   * RETRY_BUDGET_MS, so that nothing waits behind the blocking spinner for longer; a 401 renews
   * the session once (src/api/unauthorized-handler.ts).
   */
  const request = async <T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> => {
    const merged: RequestConfig = { ...config, ...options };
    const deadline = now() + RETRY_BUDGET_MS;
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        // An attempt never runs past the budget either (at least a second, to get an answer).
        const timeout = Math.min(timeoutMs, Math.max(1000, deadline - now()));
        // The call's schema loads while the request is on the network, not after its answer (the
        // first call of an operation waited for its chunk: about 100 ms at a front desk's speed).
        const contract = contractOf(merged);
        const response = await sendWithToken<T>({ ...merged, timeout });
        await validate(merged, response, contract);
        return response.data;
      } catch (error) {
        const aborted = merged.signal?.aborted === true;
        if (!aborted && isUnauthorized(error)) {
          if (!renewed && (await handleUnauthorized('first'))) {
            renewed = true;
            attempt -= 1; // The renewed call is not a retry of SPEC §9.
            continue;
          }
          if (renewed) await handleUnauthorized('again');
          throw toApiError(error);
        }
        if (aborted || attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw toApiError(error);
        const retryAfter = isTransportError(error) ? error.response?.headers['retry-after'] : undefined;
        const delay = retryDelay(attempt, retryAfter);
        if (now() + delay > deadline) throw toApiError(error);
        await sleep(delay, merged.signal);
      }
    }
  };

  return { request };
};

const client = createHttpClient({ baseURL: env.apiBaseUrl, strictContracts: env.strictContracts });

/** orval's mutator: every generated hook calls the API through this function. */
export const apiClient = <T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> =>
  client.request<T>(config, options);

// Types orval's generated hooks use for errors and bodies.
export type ErrorType<_Problem> = ApiError;
export type BodyType<Body> = Body;
