import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { joinUrl, queryString, send, TransportError } from './http-transport';

const baseURL = 'http://localhost/api/';
const url = 'http://localhost/api/echo';

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('http transport', () => {
  afterEach(() => server.resetHandlers());

  it('writes query parameters as a form would, leaving out the absent ones', () => {
    expect(queryString({ page: 2, search: 'Côté & fils', status: undefined, from: null })).toBe(
      '?page=2&search=C%C3%B4t%C3%A9+%26+fils',
    );
    expect(queryString({ ids: ['a', 'b'] })).toBe('?ids=a&ids=b');
    expect(queryString({})).toBe('');
    expect(joinUrl('http://localhost/api/', '/users')).toBe('http://localhost/api/users');
    expect(joinUrl('/api', 'users')).toBe('/api/users');
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
    const created = await send(baseURL, { url: '/echo', method: 'POST', data: { name: 'Clinique' } });
    expect(received).toEqual({ type: 'application/json', body: { name: 'Clinique' } });
    expect(created).toMatchObject({ status: 201, data: { ok: true }, headers: { 'x-trace': 'abc' } });
    expect((await send(baseURL, { url: '/echo', method: 'DELETE' })).data).toBe('');
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
    await send(baseURL, {
      url: '/echo',
      method: 'POST',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(year).toBe('2026');
  });

  it('keeps an error answer with its status, body and headers', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ title: 'Busy' }, { status: 503, headers: { 'Retry-After': '2' } }),
      ),
    );
    const error = await failureOf(send(baseURL, { url: '/echo' }));
    expect(error.failure).toBe('status');
    expect(error.response).toMatchObject({
      status: 503,
      data: { title: 'Busy' },
      headers: { 'retry-after': '2' },
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
    expect((await failureOf(send(baseURL, { url: '/echo/slow', timeout: 50 }))).failure).toBe('timeout');
    expect((await failureOf(send(baseURL, { url: '/echo/dropped' }))).failure).toBe('network');
    const controller = new AbortController();
    const pending = send(baseURL, { url: '/echo/slow', signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).failure).toBe('cancelled');
  });
});
