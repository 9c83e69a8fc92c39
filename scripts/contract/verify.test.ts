// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { server as inProcessApi } from '../../mocks/node';
import { createMockServer, startMockServer } from '../../mocks/server';
import { runVerifyCommand, verifyContract } from './verify';
import { offlineToken as tokenFrom } from './offline-token';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
};

// A server that drifted from the contract: a renamed field and a value outside its enumeration.
const driftHandlers = [
  http.get('*/api/administration/deploymentGroups', () =>
    HttpResponse.json([{ id: 1, title: 'Pilote', releaseName: '2026.11.0' }]),
  ),
  http.get('*/api/practices/:id/services-status', () =>
    HttpResponse.json([
      { serviceName: 'Agent', version: '1.0.0', status: 'running', createdAt: '2026-01-01T00:00:00Z' },
    ]),
  ),
];

// A server a step ahead of the contract: one field nobody declared, on one response.
const extraFieldHandlers = [
  http.get('*/api/administration/deploymentGroups', () =>
    HttpResponse.json([{ id: 1, name: 'Pilote', releaseName: '2026.11.0', rolloutWindow: 'dimanche' }]),
  ),
];

describe('contract:verify', () => {
  const servers: Server[] = [];
  let mockUrl = '';
  let driftedUrl = '';
  let aheadUrl = '';

  beforeAll(async () => {
    // Real HTTP in this file: the in-process interception of the other tests would answer first.
    inProcessApi.close();
    const mock = await startMockServer(0);
    const drifted = createMockServer({ handlers: [...driftHandlers, ...handlers] });
    const ahead = createMockServer({ handlers: [...extraFieldHandlers, ...handlers] });
    servers.push(mock, drifted, ahead);
    mockUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/api`;
    driftedUrl = await listen(drifted);
    aheadUrl = await listen(ahead);
  });
  afterAll(() => {
    servers.forEach((server) => server.close());
    inProcessApi.listen({ onUnhandledFrame: 'error' }); // the shared set-up closes it again
  });

  it('passes against the offline API served over HTTP, calling every safe GET operation', async () => {
    const results = await verifyContract({ baseUrl: mockUrl, token: await tokenFrom(mockUrl) });
    const failures = results.filter((result) => result.status !== 'pass');
    expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(25);
  });

  it('with --writes, deletes what a chain created even when a step after the create fails', async () => {
    // A server whose group rename breaks: the chain's later steps fail, its cleanup still runs.
    const failing = createMockServer({
      handlers: [
        http.patch('*/api/clinic-groups/:id', () =>
          HttpResponse.json(
            { title: 'Internal server error', status: 500 },
            { status: 500, headers: { 'content-type': 'application/problem+json' } },
          ),
        ),
        ...handlers,
      ],
    });
    servers.push(failing);
    const url = await listen(failing);
    const token = await tokenFrom(url);
    const groups = async () =>
      (
        await fetch(`${url}/clinic-groups`, { headers: { authorization: `Bearer ${token}` } })
      ).json() as Promise<unknown>;
    const before: unknown = await groups();
    const results = await verifyContract({ baseUrl: url, token, writes: true, only: ['clinic-groups'] });
    const outcome = (name: string) => results.find((result) => result.name === name)?.status;
    expect(outcome('createClinicGroup write')).toBe('pass');
    expect(outcome('updateClinicGroup write')).toBe('fail');
    expect(outcome('deleteClinicGroup cleanup')).toBe('pass');
    expect(await groups()).toEqual(before);
  });

  it('fails against a drifted server, naming the operation and the field', async () => {
    const results = await verifyContract({ baseUrl: driftedUrl, token: await tokenFrom(driftedUrl) });
    const failed = results.filter((result) => result.status === 'fail');
    expect(failed.map((result) => result.operationId).sort()).toEqual([
      'getDeploymentGroups',
      'getPracticeServicesStatus',
    ]);
    expect(
      failed.find((result) => result.operationId === 'getDeploymentGroups')?.problems.join('\n'),
    ).toMatch(/^0\.name:/m);
    expect(
      failed.find((result) => result.operationId === 'getPracticeServicesStatus')?.problems.join('\n'),
    ).toMatch(/^0\.status:/m);
  });

  it('fails on a response field the contract does not declare, naming the operation and its path', async () => {
    const results = await verifyContract({ baseUrl: aheadUrl, token: await tokenFrom(aheadUrl) });
    const failed = results.filter((result) => result.status === 'fail');
    expect(failed.map((result) => result.operationId)).toEqual(['getDeploymentGroups']);
    expect(failed[0]?.extraFields).toEqual(['$[0].rolloutWindow']);
    expect(failed[0]?.problems).toEqual(['$[0].rolloutWindow is not declared by the contract']);
  });

  it('passes with --allow-extra, keeping the undeclared field as a warning', async () => {
    const results = await verifyContract({
      baseUrl: aheadUrl,
      token: await tokenFrom(aheadUrl),
      allowExtra: true,
    });
    expect(results.filter((result) => result.status === 'fail')).toEqual([]);
    const groups = results.find((result) => result.operationId === 'getDeploymentGroups');
    expect(groups?.problems).toEqual(['warning: $[0].rolloutWindow is not declared by the contract']);
  });

  it('reports 401 for every operation without a token', async () => {
    const results = await verifyContract({ baseUrl: mockUrl });
    expect(
      results
        .filter((result) => result.status === 'fail')
        .every((result) => result.problems[0]?.startsWith('HTTP 401')),
    ).toBe(true);
  });

  it('as a command, exits 2 with its usage on wrong arguments, before calling anything', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await runVerifyCommand([], { command: 'contract-verify' })).toBe(2);
    expect(
      await runVerifyCommand(['--base-url', mockUrl, '--tokn', 'x'], { command: 'contract-verify' }),
    ).toBe(2);
    expect(printed.join('\n')).toMatch(/Unknown option '--tokn'\nUsage: contract-verify --base-url URL/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('as a command, exits non-zero and writes a JUnit report naming the drift', async () => {
    const out = mkdtempSync(join(tmpdir(), 'verify-'));
    const junit = join(out, 'report.xml');
    const command = promisify(execFile)(join(process.cwd(), 'node_modules', '.bin', 'tsx'), [
      'scripts/contract/verify.ts',
      '--base-url',
      driftedUrl,
      '--token',
      await tokenFrom(driftedUrl),
      '--junit',
      junit,
      '--json',
      join(out, 'report.json'),
    ]);
    const error = await command.then(
      () => undefined,
      (failure: unknown) => failure as { code: number; stdout: string },
    );
    expect(error?.code).toBe(1);
    expect(error?.stdout).toMatch(/FAIL getDeploymentGroups/);
    const report = readFileSync(junit, 'utf8');
    expect(report).toContain('failures="2"');
    expect(report).toContain('0.name');
  }, 60_000);
});
