import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The offline API for vitest and Node scripts (msw/node). Seed with startDatabase(). */
export const server = setupServer(...handlers);
