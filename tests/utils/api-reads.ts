import { server } from '../../mocks/node';

/**
 * The GET requests the offline API receives from now on whose path contains `pathPart`, as
 * "path?query"; `stop` ends the recording (call it after each test: the server outlives it).
 */
export const recordApiReads = (pathPart: string) => {
  const reads: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname, search } = new URL(request.url);
    if (request.method === 'GET' && pathname.includes(pathPart)) reads.push(`${pathname}${search}`);
  };
  server.events.on('request:start', listener);
  return { reads, stop: () => server.events.removeListener('request:start', listener) };
};
