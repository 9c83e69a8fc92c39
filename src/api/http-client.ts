import { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { env } from '@/config/env';
import { answerHeader, createAxiosInstance, headersOf } from './axios-instance';
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

/** What a generated call passes (orval's axios config); its signal is the DOM's (the retry waits read it). */
export interface RequestConfig extends AxiosRequestConfig {
  signal?: AbortSignal;
}

/** What a caller may add to a generated call's config. */
export interface RequestOptions extends RequestConfig {
  /** The headers of a successful answer (a download's Content-Disposition), names in lower case. */
  onHeaders?: (headers: Record<string, string>) => void;
}

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

  const pathOf = (url: string) => url.split('?')[0] ?? '';

  /** The answer against its operation's contract, loaded while the request was on the network. */
  const checkAnswer = async (response: AxiosResponse) => {
    const { method = 'get', url = '' } = response.config;
    const operation = await findContract(method, pathOf(url));
    if (!operation) return;
    checkResponse({
      operation,
      url: pathOf(url),
      status: response.status,
      data: response.data,
      strict: strictContracts,
    });
  };

  const transport = createAxiosInstance({
    baseURL,
    // Read by the answer's check; a call that fails before then never reads it.
    prepareCheck: (method, url) => void findContract(method, pathOf(url)).catch(() => undefined),
    checkAnswer,
  });

  const isUnauthorized = (error: unknown) => isAxiosError(error) && error.response?.status === 401;

  /**
   * The function every generated hook calls (orval's mutator). Retries what SPEC §9 allows within
   * RETRY_BUDGET_MS, so that nothing waits behind the blocking spinner for longer; a 401 renews
   * the session once (src/api/unauthorized-handler.ts).
   */
  const request = async <T>(config: RequestConfig, options?: RequestOptions): Promise<T> => {
    const { onHeaders, ...merged }: RequestOptions = { ...config, ...options };
    const deadline = now() + RETRY_BUDGET_MS;
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        // An attempt never runs past the budget either (at least a second, to get an answer).
        const timeout = Math.min(timeoutMs, Math.max(1000, deadline - now()));
        const response = await transport.request<T>({ ...merged, timeout });
        onHeaders?.(headersOf(response));
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
        const retryAfter = isAxiosError(error) ? answerHeader(error, 'retry-after') : undefined;
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
export const apiClient = <T>(config: RequestConfig, options?: RequestOptions): Promise<T> =>
  client.request<T>(config, options);

// Types orval's generated hooks use for errors and bodies.
export type ErrorType<_Problem> = ApiError;
export type BodyType<Body> = Body;
