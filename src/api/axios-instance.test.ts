import { isAxiosError } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { resetAccessTokenProvider } from './access-token';
import { createAxiosInstance, failureOf, headersOf } from './axios-instance';
import { toApiError } from './to-api-error';

const baseURL = 'http://localhost/api/';
const url = 'http://localhost/api/echo';

const instance = () => createAxiosInstance({ baseURL });

const failureOfCall = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isAxiosError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('the axios instance of the HTTP client', () => {
  afterEach(() => {
    server.resetHandlers();
    resetAccessTokenProvider();
  });

  it('writes query parameters as a form would, leaving out the absent ones', async () => {
    const searches: string[] = [];
    server.use(
      http.get(url, ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    await instance().get('/echo', {
      params: { page: 2, search: 'Côté & fils', status: undefined, from: null },
    });
    await instance().get('echo', {
      params: { ids: ['a', 'b'], since: new Date(Date.UTC(2026, 10, 1)) },
    });
    await instance().get('/echo', { params: {} });
    expect(searches).toEqual([
      '?page=2&search=C%C3%B4t%C3%A9+%26+fils',
      '?ids=a&ids=b&since=2026-11-01T00%3A00%3A00.000Z',
      '',
    ]);
  });

  it('sends JSON with its type and reads JSON, an empty body as empty', async () => {
    let received: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(url, async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true }, { status: 201, headers: { 'X-Trace': 'abc' } });
      }),
      http.delete(url, () => new HttpResponse(null, { status: 204 })),
    );
    const created = await instance().post('/echo', { name: 'Clinique' });
    expect(received).toEqual({ type: 'application/json', body: { name: 'Clinique' } });
    expect(created).toMatchObject({ status: 201, data: { ok: true } });
    expect(headersOf(created)).toMatchObject({ 'x-trace': 'abc' });
    expect((await instance().delete('/echo')).data).toBe('');
  });

  it('lets the browser type a multipart body with its boundary', async () => {
    let type: string | null = null;
    let year: FormDataEntryValue | null = null;
    server.use(
      http.post(url, async ({ request }) => {
        type = request.headers.get('content-type');
        year = (await request.formData()).get('year');
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append('year', '2026');
    // As the generated upload sends it.
    await instance().post('/echo', form, { headers: { 'Content-Type': 'multipart/form-data' } });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(year).toBe('2026');
  });

  it('keeps an error answer with its status, body and Retry-After, as a typed error', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ title: 'Busy' }, { status: 503, headers: { 'Retry-After': '2' } }),
      ),
    );
    const error = await failureOfCall(instance().get('/echo'));
    expect(failureOf(error)).toBe('status');
    expect(toApiError(error)).toMatchObject({
      kind: 'server',
      status: 503,
      message: 'Busy',
      retryAfterSeconds: 2,
      operation: 'GET /echo',
    });
  });

  it('tells a timeout, a dropped connection and a cancellation apart', async () => {
    server.use(
      http.get(`${url}/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
      http.get(`${url}/dropped`, () => HttpResponse.error()),
    );
    const timedOut = await failureOfCall(instance().get('/echo/slow', { timeout: 50 }));
    expect(failureOf(timedOut)).toBe('timeout');
    expect(toApiError(timedOut).kind).toBe('timeout');
    const dropped = await failureOfCall(instance().get('/echo/dropped'));
    expect(failureOf(dropped)).toBe('network');
    expect(toApiError(dropped).kind).toBe('network');
    const controller = new AbortController();
    const pending = instance().get('/echo/slow', { signal: controller.signal });
    controller.abort();
    const cancelled = await failureOfCall(pending);
    expect(failureOf(cancelled)).toBe('cancelled');
    expect(toApiError(cancelled).kind).toBe('cancelled');
  });

  it('checks each answer as it arrives, its contract prepared when the request left', async () => {
    const prepared: string[] = [];
    const checked: unknown[] = [];
    server.use(http.get(url, () => HttpResponse.json({ id: 7 })));
    const checking = createAxiosInstance({
      baseURL,
      prepareCheck: (method, path) => prepared.push(`${method} ${path}`),
      checkAnswer: (response) => {
        checked.push(response.data);
        return Promise.reject(new Error('refused'));
      },
    });
    await expect(checking.get('/echo')).rejects.toThrow('refused');
    expect(prepared).toEqual(['get /echo']);
    expect(checked).toEqual([{ id: 7 }]);
  });
});
