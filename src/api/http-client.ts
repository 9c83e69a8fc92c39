import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { env } from '@/config/env';
import { getAccessToken } from './access-token';
import type { ApiError } from './api-error';
import { toApiError } from './to-api-error';
import { checkResponse, findOperation, type ContractOperation } from './contract-validation';
import { MAX_ATTEMPTS, RETRY_BUDGET_MS, isRetryable, retryDelay } from './retry-policy';
import { handleUnauthorized } from './unauthorized-handler';
import { REQUEST_TIMEOUT_MS } from './request-timeout';

export interface HttpClientOptions {
  baseURL: string;
  strictContracts: boolean;
  timeoutMs?: number;
  /** The operation table (loaded on demand so that the schemas stay out of the first bundle). */
  loadOperations?: () => Promise<readonly ContractOperation[]>;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The clock of the retry budget (tests move it with their sleep). */
  now?: () => number;
}

const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
      },
      { once: true },
    );
  });

const loadGeneratedOperations = async () => (await import('./generated/operations')).operations;

export const createHttpClient = ({
  baseURL,
  strictContracts,
  timeoutMs = REQUEST_TIMEOUT_MS,
  loadOperations = loadGeneratedOperations,
  sleep = abortableSleep,
  now = Date.now,
}: HttpClientOptions) => {
  const instance: AxiosInstance = axios.create({ baseURL, timeout: timeoutMs });

  instance.interceptors.request.use(async (config) => {
    const token = await getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  let operations: Promise<readonly ContractOperation[]> | undefined;
  const validate = async (request: AxiosRequestConfig, response: AxiosResponse) => {
    operations ??= loadOperations();
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    const operation = findOperation(await operations, request.method ?? 'get', pathname);
    if (!operation) return;
    checkResponse({
      operation,
      url: pathname,
      status: response.status,
      data: response.data,
      strict: strictContracts,
    });
  };

  const isUnauthorized = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 401;

  /**
   * The function every generated hook calls (orval's mutator). Retries what SPEC §9 allows within
   * RETRY_BUDGET_MS, so that nothing waits behind the blocking spinner for longer; a 401 renews
   * the session once (src/api/unauthorized-handler.ts).
   */
  const request = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
    const merged: AxiosRequestConfig = { ...config, ...options };
    const deadline = now() + RETRY_BUDGET_MS;
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        // An attempt never runs past the budget either (at least a second, to get an answer).
        const timeout = Math.min(timeoutMs, Math.max(1000, deadline - now()));
        const response = await instance.request<T>({ ...merged, timeout });
        await validate(merged, response);
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
        const retryAfter: unknown = axios.isAxiosError(error)
          ? error.response?.headers['retry-after']
          : undefined;
        const delay = retryDelay(attempt, retryAfter);
        if (now() + delay > deadline) throw toApiError(error);
        await sleep(delay, merged.signal as AbortSignal | undefined);
      }
    }
  };

  return { instance, request };
};

const client = createHttpClient({ baseURL: env.apiBaseUrl, strictContracts: env.strictContracts });

export const axiosInstance = client.instance;

/** orval's mutator: every generated hook calls the API through this function. */
export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  client.request<T>(config, options);

// Types orval's generated hooks use for errors and bodies.
export type ErrorType<_Problem> = ApiError;
export type BodyType<Body> = Body;
