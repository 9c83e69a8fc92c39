import { beforeAll, describe, test, type TestContext } from 'vitest';
import { buildSeededAuditLog } from '../db/audit-log-seed';
import { seededEntry } from '../db/audit-log-seed-entry';
import { searchAuditLog } from '../db/audit-log';
import { PRACTICES } from '../db/practice-directory';
import { users } from '../db/users';
import { API, bearerFor } from './api-test-client';
import { printMedians } from './bench-report';

/**
 * The audit log's screen pages 100,000 entries on the server: the seed is made up when the log is
 * first asked for (not when the database starts), and every page, filter and period is one
 * request over the typed columns.
 */
let headers: Record<string, string> = {};
beforeAll(async () => {
  headers = { authorization: await bearerFor('sysadmin') };
});

const get = async (query: string) => {
  const response = await fetch(`${API}/audit-log?${query}`, { headers });
  if (!response.ok) throw new Error(`the audit log answered ${response.status}`);
  await response.json();
};

const practiceId = PRACTICES[0]!.id;

type Bench = TestContext['bench'];
type BenchFunction = () => unknown;

/** Every case against the others, with its median printed under `title`. */
const compare = async (bench: Bench, title: string, cases: Record<string, BenchFunction>) => {
  const names = Object.keys(cases);
  const [first, second, ...others] = names.map((name) => bench(name, cases[name]!));
  printMedians(title, names, await bench.compare(first!, second!, ...others));
};

describe('audit log', () => {
  test('the seed of 100,000 entries', ({ bench }) =>
    compare(bench, 'audit log seed', {
      'build the columns': () => void buildSeededAuditLog(users.all()),
      'build them and the first page': () => {
        const log = buildSeededAuditLog(users.all());
        for (let index = log.size - 50; index < log.size; index += 1) seededEntry(log, index);
      },
    }));

  test('over HTTP (msw/node, token check, JSON)', ({ bench }) =>
    compare(bench, 'audit log over HTTP', {
      'unfiltered, page 1000 at pageSize 100': () => get('page=1000&pageSize=100'),
      'practice, action and period, page 2': () =>
        get(
          `practiceId=${practiceId}&action=CHANGED&from=2026-01-01T05:00:00Z&to=2026-06-30T23:59:59Z&page=2`,
        ),
      'person=bouchard, oldest first': () => get('person=bouchard&sort=at:asc'),
    }));

  test('search alone, and the page of 50 it shows', ({ bench }) => {
    const page = (filters: Parameters<typeof searchAuditLog>[0]) => () => {
      const matches = searchAuditLog(filters);
      for (let position = 0; position < 50 && position < matches.total; position += 1)
        matches.entryAt(position);
    };
    return compare(bench, 'audit log search alone', {
      unfiltered: page({ sort: 'at:desc' }),
      'practice and subject': page({ sort: 'at:desc', practiceId, subjectType: 'CONVERSATION' }),
    });
  });
});
