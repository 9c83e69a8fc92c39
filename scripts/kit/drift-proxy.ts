/**
 * The offline API made to drift on purpose, for `npm run test:kit`: an HTTP proxy in front of it
 * that alters a few answers, one drift of each kind the kit must report. Each drift says which
 * check must report it and how; the kit stage fails when one goes unreported. The offline API
 * itself is left as it is: the proxy only rewrites what comes back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface Drift {
  /** What the server does wrong, in the words of the report. */
  kind: string;
  method: string;
  /** The path under the API's base (`/clinic-groups`), `*` for one segment. */
  path: string;
  /** Only a request without a token / with one (default: either). */
  withToken?: boolean;
  /** Only an answer of this status (default: any). */
  status?: number;
  alter: (answer: Answer) => Answer;
  /** The check that must report it: its operationId, its kind, and a line of its problems. */
  expect: { operationId: string; check: string; problem: RegExp };
}

const json = (answer: Answer, change: (body: Record<string, unknown>) => unknown): Answer => ({
  ...answer,
  body: Buffer.from(
    JSON.stringify(change(JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>)),
  ),
});

const withHeaders = (answer: Answer, change: (headers: Headers) => void): Answer => {
  const headers = new Headers(answer.headers);
  change(headers);
  return { ...answer, headers };
};

export const DRIFTS: Drift[] = [
  // What a read's answer may get wrong, which the kit found from its first version.
  {
    kind: "a read's field renamed",
    method: 'GET',
    path: '/administration/deploymentGroups',
    status: 200,
    alter: (answer) =>
      json(answer, (groups) =>
        (groups as unknown as Record<string, unknown>[]).map(({ name, ...group }) => ({
          ...group,
          title: name,
        })),
      ),
    expect: { operationId: 'getDeploymentGroups', check: 'read', problem: /^\$\[0\]\.title is not declared/ },
  },
  {
    kind: "a read's number sent as a string",
    method: 'GET',
    path: '/practices',
    status: 200,
    alter: (answer) =>
      json(answer, (page) => ({ ...page, meta: { ...(page.meta as object), totalItems: '32' } })),
    expect: { operationId: 'getPractices', check: 'read', problem: /^meta\.totalItems: .*expected number/ },
  },
  {
    kind: "a read's null where the contract allows none",
    method: 'GET',
    path: '/users/profile',
    status: 200,
    alter: (answer) => json(answer, (user) => ({ ...user, firstName: null })),
    expect: { operationId: 'getUserProfile', check: 'read', problem: /^firstName: .*received null/ },
  },
  {
    kind: "a read's list wrapped in an object",
    method: 'GET',
    path: '/toolsVersions',
    withToken: true,
    status: 200,
    alter: (answer) => json(answer, (tools) => ({ items: tools })),
    expect: { operationId: 'getToolsVersions', check: 'read', problem: /expected array, received object/ },
  },
  {
    kind: "a write's success answer without a required field",
    method: 'POST',
    path: '/clinic-groups',
    status: 201,
    alter: (answer) => json(answer, ({ name: _name, ...group }) => group),
    expect: { operationId: 'createClinicGroup', check: 'write', problem: /^name: / },
  },
  {
    kind: "a write's answer with a value its enumeration does not list",
    method: 'POST',
    path: '/toolsVersions',
    status: 201,
    alter: (answer) => json(answer, (tool) => ({ ...tool, installationType: 'everywhere' })),
    expect: { operationId: 'createToolVersion', check: 'write', problem: /^installationType: / },
  },
  {
    kind: 'a write answered with a status the contract does not declare',
    method: 'DELETE',
    path: '/toolsVersions/*',
    status: 204,
    alter: (answer) =>
      withHeaders({ ...answer, status: 200, body: Buffer.from('{"deleted":true}') }, (headers) =>
        headers.set('content-type', 'application/json'),
      ),
    expect: {
      operationId: 'deleteToolVersion',
      check: 'cleanup',
      problem: /HTTP 200 is not an answer the contract declares/,
    },
  },
  {
    kind: 'a write meant to put a record back that leaves it changed',
    method: 'PATCH',
    path: '/administration/deploymentGroup/*',
    status: 200,
    alter: (answer) => json(answer, (group) => ({ ...group, releaseName: '0.0.0-drift' })),
    expect: {
      operationId: 'updateDeploymentGroup',
      check: 'restore',
      problem: /not put back as it was: releaseName/,
    },
  },
  {
    kind: 'an error answer that is not the error object',
    method: 'GET',
    path: '/clinic-groups/*',
    status: 404,
    alter: (answer) => ({ ...answer, body: Buffer.from('{"error":"not found"}') }),
    expect: {
      operationId: 'getClinicGroup',
      check: 'unknown-id',
      problem: /not the contract's error object/,
    },
  },
  {
    kind: 'a 400 that does not name the field at fault',
    method: 'POST',
    path: '/users',
    status: 400,
    alter: (answer) => json(answer, ({ errors: _errors, ...problem }) => problem),
    expect: { operationId: 'createUser', check: 'missing-field', problem: /do not name the field email/ },
  },
  {
    kind: 'a read that answers without a token',
    method: 'GET',
    path: '/toolsVersions',
    withToken: false,
    alter: (answer) =>
      withHeaders({ ...answer, status: 200, body: Buffer.from('[]') }, (headers) =>
        headers.set('content-type', 'application/json'),
      ),
    expect: { operationId: 'getToolsVersions', check: 'no-token', problem: /HTTP 200 where 401/ },
  },
  {
    kind: 'JSON served as text/plain',
    method: 'GET',
    path: '/groups',
    status: 200,
    alter: (answer) =>
      withHeaders(answer, (headers) => headers.set('content-type', 'text/plain; charset=utf-8')),
    expect: {
      operationId: 'getGroups',
      check: 'read',
      problem: /wrong media type: HTTP 200 came as text\/plain, the contract declares application\/json/,
    },
  },
  {
    kind: 'a file download without Content-Disposition',
    method: 'GET',
    path: '/finance/pricing/file',
    status: 200,
    alter: (answer) => withHeaders(answer, (headers) => headers.delete('content-disposition')),
    expect: {
      operationId: 'downloadPricingFile',
      check: 'read',
      problem: /without the Content-Disposition header/i,
    },
  },
  {
    kind: 'a 429 without Retry-After',
    method: 'GET',
    path: '/analytik/metrics',
    withToken: true,
    alter: (answer) =>
      withHeaders(
        {
          ...answer,
          status: 429,
          body: Buffer.from(
            JSON.stringify({ title: 'Too many requests', status: 429, code: 'RATE_LIMITED' }),
          ),
        },
        (headers) => {
          headers.set('content-type', 'application/problem+json');
          headers.delete('retry-after');
        },
      ),
    expect: { operationId: 'getMetrics', check: 'read', problem: /HTTP 429 without the Retry-After header/i },
  },
];

const matches = (drift: Drift, method: string, path: string, hasToken: boolean, status: number) =>
  drift.method === method &&
  new RegExp(`^${drift.path.replace(/\*/g, '[^/]+')}$`).test(path) &&
  (drift.withToken === undefined || drift.withToken === hasToken) &&
  (drift.status === undefined || drift.status === status);

/**
 * Starts the proxy on a free port in front of `target` (the offline API's base URL, `…/api`);
 * returns its base URL and the server to close.
 */
export const startDriftProxy = async (target: string, drifts: readonly Drift[] = DRIFTS) => {
  const base = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      const method = incoming.method ?? 'GET';
      const url = new URL(incoming.url ?? '/', base.origin);
      const response = await fetch(url, { method, headers, ...(body.byteLength ? { body } : {}) });
      let answer: Answer = {
        status: response.status,
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()),
      };
      const path = url.pathname.slice(base.pathname.replace(/\/$/, '').length);
      const drift = drifts.find((candidate) =>
        matches(candidate, method, path, headers.has('authorization'), answer.status),
      );
      if (drift) answer = drift.alter(answer);
      const sent: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
          sent[name] = value;
      });
      outgoing.writeHead(answer.status, sent).end(answer.body);
    })().catch((error: unknown) => {
      outgoing.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}${base.pathname.replace(/\/$/, '')}`, server };
};

/** The drifts a run's results did not report, with what was expected. */
export const unreportedDrifts = (
  results: readonly { operationId: string; check: string; status: string; problems: string[] }[],
  drifts: readonly Drift[] = DRIFTS,
): Drift[] =>
  drifts.filter(
    ({ expect }) =>
      !results.some(
        (result) =>
          result.operationId === expect.operationId &&
          result.check === expect.check &&
          result.status === 'fail' &&
          result.problems.some((problem) => expect.problem.test(problem)),
      ),
  );
