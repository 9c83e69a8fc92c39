import { Faker, base, en, en_CA, fr_CA } from '@faker-js/faker';
import type { RequestHandler } from 'msw';
import * as administrationMsw from '@/api/generated/administration/administration.msw';
import * as analytikMsw from '@/api/generated/analytik/analytik.msw';
import * as auditMsw from '@/api/generated/audit/audit.msw';
import * as clinicGroupsMsw from '@/api/generated/clinic-groups/clinic-groups.msw';
import * as communicationMsw from '@/api/generated/communication/communication.msw';
import * as consentMsw from '@/api/generated/consent/consent.msw';
import { operations } from '@/api/generated/operations';
import * as practicesMsw from '@/api/generated/practices/practices.msw';
import * as pricingMsw from '@/api/generated/pricing/pricing.msw';
import * as publicMsw from '@/api/generated/public/public.msw';
import * as toolsMsw from '@/api/generated/tools/tools.msw';
import * as usersMsw from '@/api/generated/users/users.msw';
import type { ContractOperation } from '@/api/contract-validation';
import type { Group } from '../contract/groups';
import { seedOf } from '../db/seeded-faker';
import { sortStaticFirst } from '../handlers/fallback';
import { fakeValue, type PatternStrings } from './contract-values';

/**
 * orval's MSW handlers of each group: they know each operation's path, method, success status
 * and media type; the generated mode gives them its own bodies (orval's own are the contract's
 * examples, one fixed answer per operation).
 */
// Keyed by every group of openapi/: a new group without its module fails the type check.
const mswModules: Record<Group, Record<string, unknown>> = {
  administration: administrationMsw,
  analytik: analytikMsw,
  audit: auditMsw,
  'clinic-groups': clinicGroupsMsw,
  communication: communicationMsw,
  consent: consentMsw,
  practices: practicesMsw,
  pricing: pricingMsw,
  public: publicMsw,
  tools: toolsMsw,
  users: usersMsw,
};

type HandlerFactory = (override: (info: { request: Request }) => unknown) => RequestHandler;

const factoryOf = (operation: ContractOperation): HandlerFactory => {
  const name = `get${operation.operationId[0]?.toUpperCase()}${operation.operationId.slice(1)}MockHandler`;
  const factory = (mswModules as Record<string, Record<string, unknown> | undefined>)[operation.group]?.[
    name
  ];
  if (typeof factory !== 'function') {
    throw new Error(`No generated MSW handler ${name} for ${operation.operationId} (npm run generate)`);
  }
  return factory as HandlerFactory;
};

/**
 * What an answer depends on: the seed number, the method, the path and the query (in a fixed
 * order). Not the origin, the headers, the body nor the calls before it: the same page shows the
 * same data on every load, in every runner.
 */
export const requestKey = (method: string, url: string): string => {
  const { pathname, searchParams } = new URL(url);
  const query = [...searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method.toUpperCase()} ${pathname}${query.length ? `?${new URLSearchParams(query)}` : ''}`;
};

/** A faker of its own for one request: its values never depend on what else was asked. */
export const requestFaker = (seed: number, method: string, url: string): Faker =>
  new Faker({
    locale: [fr_CA, en_CA, en, base],
    seed: seedOf(`generated ${seed} ${requestKey(method, url)}`),
  });

/** A file body (CSV export, pricing file): lines of words, which neither a CSV reader nor a download refuses. */
const fileBody = (faker: Faker): Blob => {
  const lines = faker.helpers.multiple(() => faker.lorem.words({ min: 1, max: 6 }).replace(/ /g, ','), {
    count: { min: 0, max: 30 },
  });
  return new Blob([lines.join('\n')], { type: 'text/csv' });
};

const isBinary = (operation: ContractOperation) =>
  operation.response === undefined || operation.response.def.type === 'unknown';

/**
 * A record read by its id answers with that id, when its schema allows it: the session asks for
 * the practice its role names and must find it, not another (answers depend on nothing else).
 */
const withAskedId = (operation: ContractOperation, body: unknown, request: Request): unknown => {
  if (operation.method !== 'get' || !/\{\w+\}$/.test(operation.path)) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('id' in body)) return body;
  const asked = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  // An id the contract types as a number (a clinic group's) arrives as digits in the path.
  const candidates = /^\d+$/.test(asked) ? [Number(asked), asked] : [asked];
  for (const id of candidates) {
    const candidate = { ...body, id };
    if (operation.response?.safeParse(candidate).success) return candidate;
  }
  return body;
};

/** The body of one answer, generated from the operation's response schema. */
export const generatedBody = (
  operation: ContractOperation,
  seed: number,
  request: Request,
  patterns: PatternStrings = 'picked',
): unknown => {
  const faker = requestFaker(seed, request.method, request.url);
  if (isBinary(operation)) return fileBody(faker);
  // An empty answer (204): the handler sends no body.
  if (operation.response?.def.type === 'void') return undefined;
  return operation.response
    ? withAskedId(operation, fakeValue(faker, operation.response, patterns), request)
    : undefined;
};

/**
 * Every operation of the contracts, answered from its response schema with a faker seeded by
 * (seed, request): no state, so a write answers the contract's success and changes nothing.
 */
export const generatedHandlers = (seed: number, patterns: PatternStrings = 'picked'): RequestHandler[] =>
  sortStaticFirst(
    operations.map((operation) =>
      factoryOf(operation)(({ request }) => generatedBody(operation, seed, request, patterns)),
    ),
  );
