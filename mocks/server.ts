/**
 * The offline API over HTTP, for backend and QA people (curl, Postman) and for contract:verify:
 *   npm run mock:server            # http://localhost:4010/api (MOCK_PORT overrides)
 * The same handlers as the browser worker and msw/node, called through msw's getResponse.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { startDatabase } from './db/database';
import { handlers as defaultHandlers } from './handlers';
import { problem } from './handlers/problem';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  // Amplify's Cognito calls send x-amz-* headers and read the error name from x-amzn-errortype.
  'access-control-allow-headers': 'authorization,content-type,x-amz-target,x-amz-user-agent,cache-control',
  'access-control-expose-headers': 'retry-after,content-disposition,x-amzn-errortype',
};

const toRequest = async (incoming: IncomingMessage, origin: string): Promise<Request> => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
  }
  const hasBody = chunks.length > 0 && !['GET', 'HEAD'].includes(incoming.method ?? 'GET');
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
};

const send = async (response: Response, outgoing: ServerResponse) => {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
};

/** Creates (does not start) an HTTP server answering with the given handlers. */
export const createMockServer = (handlers: RequestHandler[] = defaultHandlers): Server =>
  createServer((incoming, outgoing) => {
    void (async () => {
      try {
        if (incoming.method === 'OPTIONS') {
          outgoing.writeHead(204, CORS_HEADERS).end();
          return;
        }
        const request = await toRequest(incoming, `http://${incoming.headers.host ?? 'localhost'}`);
        const response =
          (await getResponse(handlers, request)) ??
          problem(404, {
            title: 'Not found',
            code: 'NOT_FOUND',
            detail: `No operation answers ${request.method} ${new URL(request.url).pathname}.`,
          });
        await send(response, outgoing);
      } catch (error) {
        console.error('[mock server]', error);
        await send(problem(500, { title: 'Internal server error', code: 'INTERNAL_ERROR' }), outgoing);
      }
    })();
  });

export const startMockServer = async (port: number, handlers?: RequestHandler[]): Promise<Server> => {
  await startDatabase();
  const server = createMockServer(handlers);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  await startMockServer(port);
  console.log(`Offline API listening on http://localhost:${port}/api`);
  console.log(`Reset to the seed: curl -X POST http://localhost:${port}/api/__offline/reset`);
}
