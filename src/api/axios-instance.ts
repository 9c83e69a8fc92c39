import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { getAccessToken } from './access-token';
import { queryString } from './query-string';

/** How a request got no successful answer: what the retry policy and toApiError tell apart. */
export type TransportFailure = 'status' | 'timeout' | 'network' | 'cancelled';

/** The check of a successful answer against its contract; it throws to refuse the answer. */
export type AnswerCheck = (response: AxiosResponse) => Promise<void>;

export interface AxiosInstanceOptions {
  baseURL: string;
  /**
   * Called as a request leaves, so that its contract loads while it is on the network (the first
   * call of an operation waited about 100 ms for its schema's chunk when it loaded after the answer).
   */
  prepareCheck?: (method: string, url: string) => void;
  /** Checks each successful answer (src/api/contract-validation.ts). */
  checkAnswer?: AnswerCheck;
}

/**
 * The one configured axios instance of the HTTP client (src/api/http-client.ts creates it). Its
 * request interceptor adds the session's bearer token, its response interceptor checks every
 * answer against its contract; the retries and the typed errors are the mutator's.
 * - `adapter: 'xhr'`: the pricing upload shows its progress (`onUploadProgress`), which fetch
 *   cannot report.
 * - the query string is written as the contracts declare it (src/api/query-string.ts).
 * - a timeout is `ETIMEDOUT` (clarifyTimeoutError), never confused with an aborted request.
 */
export const createAxiosInstance = ({
  baseURL,
  prepareCheck,
  checkAnswer,
}: AxiosInstanceOptions): AxiosInstance => {
  const instance = axios.create({
    baseURL,
    adapter: 'xhr',
    paramsSerializer: { serialize: queryString },
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use(async (config) => {
    prepareCheck?.(config.method ?? 'get', config.url ?? '');
    const token = await getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  if (checkAnswer)
    instance.interceptors.response.use(async (response) => {
      await checkAnswer(response);
      return response;
    });
  return instance;
};

/** Why an axios error has no successful answer. */
export const failureOf = (error: AxiosError): TransportFailure => {
  if (error.response) return 'status';
  if (error.code === 'ERR_CANCELED') return 'cancelled';
  return error.code === 'ETIMEDOUT' ? 'timeout' : 'network';
};

/** An answer's headers, names in lower case (a browser reads each header as one string). */
export const headersOf = (response: AxiosResponse): Record<string, string> =>
  Object.fromEntries(
    Object.entries(response.headers as Record<string, unknown>).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name.toLowerCase(), value]] : [],
    ),
  );

/** A header of an error's answer. */
export const answerHeader = (error: AxiosError, name: string): string | undefined =>
  error.response ? headersOf(error.response)[name] : undefined;
