// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcessApi } from '../node';
import { createMockServer } from '../server';
import { readOperations } from '../contract/spec-files';
import { PREFLIGHT_MAX_AGE } from './edge-rules';

const APP = 'http://localhost:5174';
const FOREIGN = 'https://evil.example';

describe('the HTTP offline API at its edges', () => {
  let server: Server;
  let api = '';
  let token = '';

  beforeAll(async () => {
    // Real HTTP in this file: the in-process interception of the other tests would answer first.
    inProcessApi.close();
    server = createMockServer({ allowedOrigins: [APP], maxBodyBytes: 64 * 1024 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const answer = await fetch(`${api}/__offline/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sysadmin' }),
    });
    token = ((await answer.json()) as { accessToken: string }).accessToken;
  });
  afterAll(() => {
    server.close();
    inProcessApi.listen({ onUnhandledFrame: 'error' });
  });

  it('answers the preflight of the app with its origin, the headers it sends, and a max-age', async () => {
    const preflight = await fetch(`${api}/users`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-max-age')).toBe(String(PREFLIGHT_MAX_AGE));
    expect(preflight.headers.get('vary')).toBe('Origin');
  });

  it('names only the app, never *, and exposes Retry-After and Content-Disposition to it', async () => {
    const answer = await fetch(`${api}/users/profile`, {
      headers: { origin: APP, authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/retry-after.*content-disposition/);
    const foreign = await fetch(`${api}/users/profile`, {
      headers: { origin: FOREIGN, authorization: `Bearer ${token}` },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await fetch(`${api}/users`, { method: 'OPTIONS', headers: { origin: FOREIGN } });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 415 to a body of a media type the operation does not take', async () => {
    const answer = await fetch(`${api}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'email=someone@example.ca',
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const upload = await fetch(`${api}/finance/pricing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(upload.status).toBe(415);
  });

  it('answers 413 past the body-size limit, without reading the rest', async () => {
    const answer = await fetch(`${api}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.ca', padding: 'x'.repeat(200 * 1024) }),
    }).catch((error: unknown) => error);
    // The server may close the connection before the whole body is sent: either way, refused.
    if (answer instanceof Response) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    } else {
      expect(answer).toBeInstanceOf(Error);
    }
  });

  it('gives only answers the contract declares: every operation with a body states 413 and 415', () => {
    const withBody = readOperations().filter((operation) => operation.requestContentTypes.length > 0);
    expect(withBody.length).toBeGreaterThan(15);
    const undeclared = withBody
      .filter((operation) => !('413' in operation.responses && '415' in operation.responses))
      .map((operation) => operation.operationId);
    expect(undeclared).toEqual([]);
  });
});
