import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { createHttpClient } from './http-client';

const baseURL = 'http://localhost/api';
const url = `${baseURL}/administration/deploymentGroups`;

/** A client over the generated operation table whose schema modules say when they are asked for. */
const clientRecordingSchemaLoads = async () => {
  const generated = await import('./generated/operation-routes');
  const loaded: string[] = [];
  const schemaModules = Object.fromEntries(
    Object.entries(generated.schemaModules).map(([operationId, load]) => [
      operationId,
      () => {
        loaded.push(operationId);
        return load();
      },
    ]),
  );
  const client = createHttpClient({
    baseURL,
    strictContracts: true,
    loadRoutes: () => Promise.resolve({ ...generated, schemaModules }),
  });
  return { loaded, request: client.request };
};

describe('http client: the contracts it checks answers against', () => {
  afterEach(() => server.resetHandlers());

  it("loads the schema of a response's own operation only, once", async () => {
    const { loaded, request } = await clientRecordingSchemaLoads();
    server.use(http.get(url, () => HttpResponse.json([{ id: 'x', name: 42 }]), { once: true }));
    await expect(request({ url: '/administration/deploymentGroups', method: 'GET' })).rejects.toMatchObject({
      kind: 'contract',
    });
    server.use(http.get(url, () => HttpResponse.json([]), { once: true }));
    await request({ url: '/administration/deploymentGroups', method: 'GET' });
    expect(loaded).toEqual(['getDeploymentGroups']);
  });

  it("asks for a call's schemas while the call is on the network, not once it has answered", async () => {
    const { loaded, request } = await clientRecordingSchemaLoads();
    let loadedWhenAnswering: string[] = [];
    server.use(
      http.get(url, () => {
        loadedWhenAnswering = [...loaded];
        return HttpResponse.json([]);
      }),
    );
    await expect(request({ url: '/administration/deploymentGroups', method: 'GET' })).resolves.toEqual([]);
    expect(loadedWhenAnswering).toEqual(['getDeploymentGroups']);
  });

  it('says the failure of a call that failed, whatever became of its schemas', async () => {
    // The schemas' chunk did not arrive either (a dropped connection): the 404 is what the caller
    // hears, and the schemas' failure is nowhere unhandled.
    const client = createHttpClient({
      baseURL,
      strictContracts: true,
      loadRoutes: () => Promise.reject(new Error('chunk not loaded')),
    });
    server.use(http.get(url, () => HttpResponse.json({ title: 'x', status: 404 }, { status: 404 })));
    await expect(
      client.request({ url: '/administration/deploymentGroups', method: 'GET' }),
    ).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
