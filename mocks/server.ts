/**
 * The offline API over HTTP, for backend and QA people (curl, Postman), for contract:verify and
 * for the remote mode (docs/remote-mode.md):
 *   npm run mock:server            # http://localhost:4010/api (MOCK_PORT overrides)
 *   OFFLINE_DATA=generated OFFLINE_SEED=7 npm run mock:server   # a data mode (mocks/README.md)
 * The same handlers as the browser worker and msw/node, called through msw's getResponse, behind
 * the edge rules of a careful real API (mocks/http/edge-rules.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { readOperations } from './contract/spec-files';
import { startDatabase } from './db/database';
import { handlers as defaultHandlers, handlersFor } from './handlers';
import {
  applyOfflineDataMode,
  describeOfflineDataMode,
  offlineDataModeFromEnv,
  type OfflineDataMode,
} from './offline-data-mode';
import { problem } from './handlers/problem';
import {
  corsHeaders,
  MAX_BODY_BYTES,
  mediaTypeRules,
  payloadTooLarge,
  unsupportedMediaType,
} from './http/edge-rules';

export interface MockServerOptions {
  handlers?: RequestHandler[];
  /** The pages that may call it (exact origins); empty: any page of localhost or 127.0.0.1. */
  allowedOrigins?: readonly string[];
  /** The largest request body taken (MAX_BODY_BYTES; tests lower it). */
  maxBodyBytes?: number;
}

class BodyTooLarge extends Error {}

const readBody = async (incoming: IncomingMessage, maxBodyBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).byteLength;
    // Stop reading at once: a client must not make the server hold an unbounded body.
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const toRequest = (incoming: IncomingMessage, origin: string, body: Buffer): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
  }
  const hasBody = body.byteLength > 0 && !['GET', 'HEAD'].includes(incoming.method ?? 'GET');
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
};

const send = async (response: Response, outgoing: ServerResponse, cors: Record<string, string>) => {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
};

/** Creates (does not start) an HTTP server answering with the given handlers. */
export const createMockServer = ({
  handlers = defaultHandlers,
  allowedOrigins = [],
  maxBodyBytes = MAX_BODY_BYTES,
}: MockServerOptions = {}): Server => {
  const rules = mediaTypeRules(readOperations());
  return createServer((incoming, outgoing) => {
    void (async () => {
      const origin = incoming.headers.origin;
      const cors = corsHeaders(origin, allowedOrigins);
      try {
        if (incoming.method === 'OPTIONS') {
          outgoing.writeHead(204, corsHeaders(origin, allowedOrigins, true)).end();
          return;
        }
        const body = await readBody(incoming, maxBodyBytes);
        const request = toRequest(incoming, `http://${incoming.headers.host ?? 'localhost'}`, body);
        const response =
          unsupportedMediaType(request, body.byteLength > 0, rules) ??
          (await getResponse(handlers, request)) ??
          problem(404, {
            title: 'Not found',
            code: 'NOT_FOUND',
            detail: `No operation answers ${request.method} ${new URL(request.url).pathname}.`,
          });
        await send(response, outgoing, cors);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          // The rest of the body is not read: close the connection once the answer is sent.
          outgoing.shouldKeepAlive = false;
          await send(payloadTooLarge(maxBodyBytes), outgoing, cors);
          incoming.destroy();
          return;
        }
        console.error('[mock server]', error);
        await send(problem(500, { title: 'Internal server error', code: 'INTERNAL_ERROR' }), outgoing, cors);
      }
    })();
  });
};

export const startMockServer = async (
  port: number,
  options: MockServerOptions & { host?: string; mode?: OfflineDataMode } = {},
): Promise<Server> => {
  const mode = options.mode ?? { kind: 'seed' };
  await startDatabase();
  applyOfflineDataMode(mode);
  const server = createMockServer({ ...options, handlers: options.handlers ?? handlersFor(mode) });
  await new Promise<void>((resolve) => server.listen(port, options.host ?? '127.0.0.1', resolve));
  return server;
};

/** MOCK_ALLOWED_ORIGINS: a comma-separated list of the pages that may call it. */
export const allowedOriginsFromEnv = (value = process.env.MOCK_ALLOWED_ORIGINS): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const mode = offlineDataModeFromEnv();
  await startMockServer(port, { allowedOrigins: allowedOriginsFromEnv(), mode });
  console.log(
    `Offline API listening on http://localhost:${port}/api (data: ${describeOfflineDataMode(mode)})`,
  );
  console.log(`Reset to the seed: curl -X POST http://localhost:${port}/api/__offline/reset`);
}
