import { beforeAll, describe, test } from 'vitest';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { practices } from '../db/practices';
import { API, bearerFor } from './api-test-client';
import { printMedians } from './bench-report';
import { clearPlanCache } from './communication-upcoming';

/**
 * The upcoming messages are computed from the sending rules on request (src/domain): the
 * Plateau practice's 3,000 patients and two months of appointments, every kind, both channels.
 * A cold request computes the whole plan; a page change or a filter reuses it.
 */
let headers: Record<string, string> = {};
let range = '';
beforeAll(async () => {
  headers = { authorization: await bearerFor('clinic') };
  const { timezone } = practices.findFirst((q) => q.where({ id: HISTORY_PRACTICE.id }))!;
  const today = zonedDay(new Date(), timezone);
  range = `from=${today}&to=${addDays(today, 59)}`;
  // The practice's patients are generated once a day, on first need: not what a request costs.
  await get('upcoming', 'pageSize=1');
});

const get = async (operation: 'upcoming' | 'upcoming/summary', query: string) => {
  const url = `${API}/practices/${HISTORY_PRACTICE.id}/communication/${operation}?${range}&${query}`;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${operation} answered ${response.status}`);
  await response.json();
};

describe('upcoming messages, 60 days of a 3,000-patient practice', () => {
  test('over HTTP (msw/node, token check, JSON)', async ({ bench }) => {
    const cases: Record<string, () => Promise<void>> = {
      'computed (no plan cached), first page': async () => {
        clearPlanCache();
        await get('upcoming', 'page=1&pageSize=50');
      },
      'computed (no plan cached), summary': async () => {
        clearPlanCache();
        await get('upcoming/summary', '');
      },
      'page change (plan cached)': () => get('upcoming', 'page=7&pageSize=50'),
      'filter by reason (plan cached)': () => get('upcoming', 'reason=OPTED_OUT&pageSize=50'),
    };
    const [first, second, ...others] = Object.entries(cases).map(([name, run]) => bench(name, run));
    const results = await bench.compare(first!, second!, ...others);
    printMedians('upcoming messages', Object.keys(cases), results);
  });
});
