// @vitest-environment node
// Multipart uploads need Node's own FormData and File: under jsdom, fetch cannot send jsdom's
// and msw/node cannot parse a file part back.
import { describe, expect, it } from 'vitest';
import {
  CreateToolVersionResponse,
  GetToolVersionResponse,
  GetToolsVersionsResponse,
  ToggleToolVersionActiveFlagResponse,
  UpdateToolVersionResponse,
} from '@/api/generated/tools/tools.zod';
import { bearerFor } from './api-test-client';

const api = 'http://localhost/api';
const bearer = async (as = 'sysadmin') => ({ authorization: await bearerFor(as) });

const send = async (method: string, path: string, body?: FormData, as?: string) =>
  fetch(`${api}${path}`, { method, headers: await bearer(as), ...(body ? { body } : {}) });

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

const NEW_TOOL = {
  toolName: "Connecteur d'imagerie",
  minimalToolVersion: '1.0.0',
  minimalUtilityVersion: '2.3.1',
  dependentPracticeSystemVersion: '11.4.0',
  minimumOsVersion: 'Windows 10 22H2',
  executablePath: 'C:\\Program Files\\PortailDentaire\\Imagerie\\ImagingConnector.exe',
  isAlwaysRunning: 'true',
  installationType: 'any-agent',
  latestVersion: '1.2.0',
};

const installer = (name = 'ImagingConnector-1.2.0.msi') => new File(['MZ installer bytes'], name);

const errorFields = async (response: Response) =>
  ((await response.json()) as { errors: { field: string }[] }).errors.map((error) => error.field);

describe('tools', () => {
  it('seeds 10 tools covering every installation type, sorted by name', async () => {
    const response = await send('GET', '/toolsVersions');
    const list = GetToolsVersionsResponse.parse(await response.json());
    expect(list).toHaveLength(10);
    expect(new Set(list.map((tool) => tool.installationType))).toEqual(
      new Set(['all', 'server-agent-only', 'server-or-any-agent', 'any-agent']),
    );
    expect(list.some((tool) => tool.selectorQuery)).toBe(true);
    expect(list.some((tool) => !tool.active)).toBe(true);
    const names = list.map((tool) => tool.toolName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('creates an inactive tool from a form with an upload, then lists, toggles, updates and deletes it', async () => {
    const created = await send('POST', '/toolsVersions', formOf({ ...NEW_TOOL, file: installer() }));
    expect(created.status).toBe(201);
    const tool = CreateToolVersionResponse.parse(await created.json());
    expect(tool).toMatchObject({ toolName: NEW_TOOL.toolName, isAlwaysRunning: true, active: false });
    expect(tool.downloadUrl).toMatch(/\/connecteur-d-imagerie\/1\.2\.0\/ImagingConnector-1\.2\.0\.msi$/);
    const id = tool.idUpdatableTool;

    const list = GetToolsVersionsResponse.parse(await (await send('GET', '/toolsVersions')).json());
    expect(list.map((entry) => entry.idUpdatableTool)).toContain(id);

    const toggled = await send('PATCH', `/toolsVersions/${id}/toggleActiveFlag`);
    expect(ToggleToolVersionActiveFlagResponse.parse(await toggled.json()).active).toBe(true);

    const updated = await send(
      'PATCH',
      `/toolsVersions/${id}`,
      formOf({
        latestVersion: '1.3.0',
        isAlwaysRunning: 'false',
        selectorQuery: 'SELECT 1',
        file: installer('Imaging-1.3.0.zip'),
      }),
    );
    expect(updated.status).toBe(200);
    const after = UpdateToolVersionResponse.parse(await updated.json());
    expect(after).toMatchObject({
      latestVersion: '1.3.0',
      isAlwaysRunning: false,
      selectorQuery: 'SELECT 1',
      active: true,
    });
    expect(after.downloadUrl).toMatch(/\/1\.3\.0\/Imaging-1\.3\.0\.zip$/);

    // An empty selector removes it.
    const cleared = await send('PATCH', `/toolsVersions/${id}`, formOf({ selectorQuery: '' }));
    expect(UpdateToolVersionResponse.parse(await cleared.json()).selectorQuery).toBeUndefined();

    const fetched = await send('GET', `/toolsVersions/${id}`);
    expect(GetToolVersionResponse.parse(await fetched.json()).latestVersion).toBe('1.3.0');

    expect((await send('DELETE', `/toolsVersions/${id}`)).status).toBe(204);
    expect((await send('GET', `/toolsVersions/${id}`)).status).toBe(404);
    expect((await send('DELETE', `/toolsVersions/${id}`)).status).toBe(404);
  });

  it('keeps a hosted downloadUrl as sent', async () => {
    const url = 'https://cdn.example.ca/outils/lecteur-2.0.0.msi';
    const created = await send(
      'POST',
      '/toolsVersions',
      formOf({ ...NEW_TOOL, toolName: 'Lecteur de codes', downloadUrl: url }),
    );
    expect(created.status).toBe(201);
    expect(CreateToolVersionResponse.parse(await created.json()).downloadUrl).toBe(url);
  });

  it('answers 400 with the fields at fault', async () => {
    const badTypes = await send(
      'POST',
      '/toolsVersions',
      formOf({
        ...NEW_TOOL,
        toolName: 'Outil A',
        isAlwaysRunning: 'oui',
        latestVersion: 'v2',
        file: installer(),
      }),
    );
    expect(badTypes.status).toBe(400);
    expect(await errorFields(badTypes)).toEqual(expect.arrayContaining(['isAlwaysRunning', 'latestVersion']));

    const noInstaller = await send('POST', '/toolsVersions', formOf({ ...NEW_TOOL, toolName: 'Outil B' }));
    expect(await errorFields(noInstaller)).toEqual(['file']);

    const both = await send(
      'POST',
      '/toolsVersions',
      formOf({
        ...NEW_TOOL,
        toolName: 'Outil C',
        downloadUrl: 'https://cdn.example.ca/c.msi',
        file: installer(),
      }),
    );
    expect(await errorFields(both)).toEqual(['downloadUrl']);

    const wrongType = await send(
      'POST',
      '/toolsVersions',
      formOf({ ...NEW_TOOL, toolName: 'Outil D', file: installer('notes.pdf') }),
    );
    expect(await errorFields(wrongType)).toEqual(['file']);

    const emptyUpdate = await send('PATCH', '/toolsVersions/1', formOf({ active: 'true' }));
    expect(emptyUpdate.status).toBe(400);

    const notMultipart = await fetch(`${api}/toolsVersions`, {
      method: 'POST',
      headers: { ...(await bearer()), 'content-type': 'application/json' },
      body: JSON.stringify(NEW_TOOL),
    });
    expect(notMultipart.status).toBe(400);
  });

  it('answers 409 for a name already taken (case-insensitive) and 404 for an unknown tool', async () => {
    const duplicate = await send(
      'POST',
      '/toolsVersions',
      formOf({ ...NEW_TOOL, toolName: 'passerelle sms', downloadUrl: 'https://cdn.example.ca/sms.msi' }),
    );
    expect(duplicate.status).toBe(409);

    const renamed = await send('PATCH', '/toolsVersions/1', formOf({ toolName: 'PASSERELLE SMS' }));
    expect(renamed.status).toBe(409);

    // Its own name in another case is not a conflict.
    const list = GetToolsVersionsResponse.parse(await (await send('GET', '/toolsVersions')).json());
    const sync = list.find((tool) => tool.toolName === 'Agent de synchronisation');
    const self = await send(
      'PATCH',
      `/toolsVersions/${sync?.idUpdatableTool}`,
      formOf({ toolName: 'Agent de Synchronisation' }),
    );
    expect(self.status).toBe(200);

    expect((await send('GET', '/toolsVersions/999')).status).toBe(404);
    expect((await send('PATCH', '/toolsVersions/999/toggleActiveFlag')).status).toBe(404);
    expect((await send('PATCH', '/toolsVersions/999', formOf({ latestVersion: '1.0.0' }))).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${api}/toolsVersions`)).status).toBe(401);
  });
});

describe('tools access', () => {
  const statusOf = async (method: string, path: string, as: string, body?: FormData) =>
    (await send(method, path, body, as)).status;

  it('lets the read-only administrator read, and refuses every write with 403 and no change', async () => {
    const before = GetToolsVersionsResponse.parse(
      await (await send('GET', '/toolsVersions', undefined, 'readonly')).json(),
    );
    const id = before[0]?.idUpdatableTool ?? 1;
    expect(await statusOf('GET', `/toolsVersions/${id}`, 'readonly')).toBe(200);

    const create = formOf({ ...NEW_TOOL, toolName: 'Outil refusé', file: installer() });
    expect(await statusOf('POST', '/toolsVersions', 'readonly', create)).toBe(403);
    expect(
      await statusOf('PATCH', `/toolsVersions/${id}`, 'readonly', formOf({ latestVersion: '9.9.9' })),
    ).toBe(403);
    expect(await statusOf('PATCH', `/toolsVersions/${id}/toggleActiveFlag`, 'readonly')).toBe(403);
    expect(await statusOf('DELETE', `/toolsVersions/${id}`, 'readonly')).toBe(403);
    // 403 before 404: ids cannot be probed.
    expect(await statusOf('DELETE', '/toolsVersions/999', 'readonly')).toBe(403);

    const after = GetToolsVersionsResponse.parse(await (await send('GET', '/toolsVersions')).json());
    expect(after).toEqual(before);
  });

  it('refuses reads and writes to users who are not system administrators', async () => {
    for (const as of ['clinic', 'group']) {
      expect(await statusOf('GET', '/toolsVersions', as)).toBe(403);
      expect(await statusOf('GET', '/toolsVersions/1', as)).toBe(403);
      expect(await statusOf('PATCH', '/toolsVersions/1/toggleActiveFlag', as)).toBe(403);
    }
  });
});
