import { beforeAll, describe, test } from 'vitest';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { HistoryQuery, searchHistory } from './communication-history-search';
import { API, bearerFor } from './api-test-client';
import { printMedians } from './bench-report';

/**
 * The history screen pages through 20,000 rows on the server: each page, filter and sort is one
 * request that filters and sorts every row of the practice, so its cost is what the screen feels.
 */
const historyUrl = (query: string) =>
  `${API}/practices/${HISTORY_PRACTICE.id}/communication/history?${query}`;
const queryOf = (query: string) => HistoryQuery.parse(Object.fromEntries(new URLSearchParams(query)));

let headers: Record<string, string> = {};
beforeAll(async () => {
  // The practice's own administrator: the access check is part of what the screen waits for.
  headers = { authorization: await bearerFor('clinic') };
});

const get = async (query: string) => {
  const response = await fetch(historyUrl(query), { headers });
  if (!response.ok) throw new Error(`history answered ${response.status}`);
  await response.json();
};

describe('communication history', () => {
  test('over HTTP (msw/node, token check, JSON)', async ({ bench }) => {
    const queries: Record<string, string> = {
      'unfiltered, page 400 at pageSize 50': 'page=400&pageSize=50',
      'channel=SMS&language=FR, page 200 at pageSize 50': 'channel=SMS&language=FR&page=200&pageSize=50',
      // 10,949 rows match: page 400 at 25 a page is rows 9,976 to 10,000.
      'channel=SMS&language=FR, page 400 at pageSize 25': 'channel=SMS&language=FR&page=400&pageSize=25',
      'lastName=tremb, sorted by last name': 'lastName=tremb&sort=lastName:asc',
    };
    const [first, second, ...others] = Object.entries(queries).map(([name, query]) =>
      bench(name, () => get(query)),
    );
    const results = await bench.compare(first!, second!, ...others);
    printMedians('history over HTTP', Object.keys(queries), results);
  });

  test('search alone (filter, sort, page)', async ({ bench }) => {
    const queries: Record<string, string> = {
      'unfiltered, page 400 at pageSize 50': 'page=400&pageSize=50',
      'channel=SMS&language=FR, page 200 at pageSize 50': 'channel=SMS&language=FR&page=200&pageSize=50',
      'all 20,000 sorted by last name, page 400': 'sort=lastName:asc&page=400&pageSize=50',
    };
    const [first, second, ...others] = Object.entries(queries).map(([name, query]) => {
      const parsed = queryOf(query);
      return bench(name, () => {
        searchHistory(HISTORY_PRACTICE.id, parsed);
      });
    });
    const results = await bench.compare(first!, second!, ...others);
    printMedians('history search alone', Object.keys(queries), results);
  });
});
