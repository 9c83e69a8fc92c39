/**
 * The one thing the client needs from HTTP, on XMLHttpRequest: JSON and multipart bodies, blobs,
 * a timeout, cancellation and upload progress (the pricing upload shows it; fetch cannot report
 * it). It replaced axios, some 14 KB gzip on every signed-in screen for what these lines do
 * (docs/decisions/024-lighter-signed-in-screens.md).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface UploadProgress {
  loaded: number;
  total?: number;
}

/** What a generated call passes (orval's mutator receives this shape) and what callers may add. */
export interface RequestConfig {
  url: string;
  method?: Method | Lowercase<Method>;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  /** Milliseconds; 0 or absent, no limit. */
  timeout?: number;
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The headers of a successful answer (a download's Content-Disposition). */
  onHeaders?: (headers: Record<string, string>) => void;
}

export interface HttpResponse<T = unknown> {
  status: number;
  /** Names in lower case. */
  headers: Record<string, string>;
  data: T;
}

export type TransportFailure = 'status' | 'timeout' | 'network' | 'cancelled';

/** Why a request got no successful answer; `response` when the server answered (not 2xx). */
export class TransportError extends Error {
  readonly failure: TransportFailure;
  readonly config: RequestConfig;
  readonly response?: HttpResponse;

  constructor(failure: TransportFailure, config: RequestConfig, response?: HttpResponse) {
    super(
      response
        ? `Request failed with status ${response.status}.`
        : `Request failed: ${failure} (${(config.method ?? 'GET').toUpperCase()} ${config.url}).`,
    );
    this.name = 'TransportError';
    this.failure = failure;
    this.config = config;
    if (response) this.response = response;
  }
}

export const isTransportError = (error: unknown): error is TransportError => error instanceof TransportError;

const serialize = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value);
};

/** Query parameters as a form would send them; undefined and null are left out, arrays repeat. */
export const queryString = (params: object | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) search.append(name, serialize(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const joinUrl = (baseURL: string, url: string): string =>
  /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;

const readHeaders = (xhr: XMLHttpRequest): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
};

/** JSON when it parses, the text itself otherwise ('' for an empty body), as a lenient client reads it. */
const readBody = (xhr: XMLHttpRequest, responseType: RequestConfig['responseType']): unknown => {
  if (responseType === 'blob') return xhr.response as unknown;
  const text = xhr.responseText;
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const bodyOf = (data: unknown, headers: Record<string, string>): XMLHttpRequestBodyInit | null => {
  if (data === undefined) return null;
  // The browser writes a multipart body's Content-Type itself, with its boundary.
  if (data instanceof FormData || data instanceof Blob) return data;
  headers['Content-Type'] ??= 'application/json';
  return typeof data === 'string' ? data : JSON.stringify(data);
};

export const send = <T>(baseURL: string, config: RequestConfig): Promise<HttpResponse<T>> =>
  new Promise((resolve, reject) => {
    const { signal } = config;
    if (signal?.aborted) {
      reject(new TransportError('cancelled', config));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(
      (config.method ?? 'GET').toUpperCase(),
      joinUrl(baseURL, config.url) + queryString(config.params),
    );
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      if (!(name.toLowerCase() === 'content-type' && config.data instanceof FormData)) headers[name] = value;
    }
    const body = bodyOf(config.data, headers);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (config.responseType === 'blob') xhr.responseType = 'blob';
    if (config.timeout) xhr.timeout = config.timeout;
    if (config.onUploadProgress) {
      const report = config.onUploadProgress;
      xhr.upload.onprogress = (event) =>
        report({ loaded: event.loaded, ...(event.lengthComputable ? { total: event.total } : {}) });
    }
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const response = {
        status: xhr.status,
        headers: readHeaders(xhr),
        data: readBody(xhr, config.responseType),
      };
      if (xhr.status >= 200 && xhr.status < 300) {
        config.onHeaders?.(response.headers);
        resolve(response as HttpResponse<T>);
      } else reject(new TransportError('status', config, response));
    };
    xhr.onerror = () => {
      settle();
      reject(new TransportError('network', config));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new TransportError('timeout', config));
    };
    xhr.onabort = () => {
      settle();
      reject(new TransportError('cancelled', config));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
