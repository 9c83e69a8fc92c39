import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { DAY_MS } from '@/domain/zoned-time';
import { clientAs } from '../handlers/api-test-client';
import { smsMonthUsedFacts } from '../handlers/communication-usage';
import { communicationHistory } from './communication';
import { replaceSnapshot, resetDatabase, type DatabaseSnapshot } from './database';
import { isDeferred, loadDeferredRecords } from './deferred-records';
import { HISTORY_PRACTICE } from './practice-directory';
import { recentFrom, splitSnapshot } from './snapshot-split';

const fullText = readFileSync(inject('offlineDatabaseSnapshot'), 'utf8');
// The system administrator: every practice's SMS usage, in the list and in each practice.
const sysadmin = clientAs('sysadmin');
const clinic = clientAs('clinic');

const json = async (as: typeof clinic, path: string) => (await as('GET', path)).json() as Promise<unknown>;
const base = `/practices/${HISTORY_PRACTICE.id}/communication`;

/** What needs this month's SMS count only: the practices' list and one practice. */
const practiceAnswers = async () => ({
  practices: await json(sysadmin, '/practices?pageSize=200'),
  practice: await json(sysadmin, `/practices/${HISTORY_PRACTICE.id}`),
});

/** The clinic's home: the statistics of the snapshot's month. */
const monthStats = (now: string) =>
  json(clinic, `${base}/stats?startAt=${now.slice(0, 8)}01&endAt=${now.slice(0, 10)}`);

/** What reads the practice's whole history: a page of it, and a year of statistics. */
const historyAnswers = async () => ({
  history: await json(clinic, `${base}/history?page=7&pageSize=50`),
  stats: await json(clinic, `${base}/stats?startAt=2026-01-01&endAt=2026-11-15`),
});

const snapshot = JSON.parse(fullText) as DatabaseSnapshot;

describe('the snapshot split for pages (the history loaded in parts, when read)', () => {
  afterAll(() => replaceSnapshot(fullText));

  it('files every history row in one part, by practice and by date', () => {
    const { first, parts } = splitSnapshot(snapshot, {});
    const boundary = Date.parse(recentFrom(snapshot.now));
    const rows = Object.entries(parts).flatMap(([id, records]) => {
      const { keys, rows } = records['communicationHistory'] as { keys: string[]; rows: unknown[][] };
      const described = first.deferredParts.find((part) => part.id === id)!;
      return rows.map((row) => {
        const at = Date.parse(String(row[keys.indexOf('sentAt')]));
        expect(row[keys.indexOf('practiceId')]).toBe(described.practiceId);
        expect(described.from ? at >= Date.parse(described.from) : at < Date.parse(described.before!)).toBe(
          true,
        );
        expect(at >= boundary).toBe(described.from !== undefined);
        return row[0];
      });
    });
    const whole = snapshot.collections['communicationHistory'] as { rows: unknown[][] };
    expect(rows.sort()).toEqual(whole.rows.map((row) => row[0]).sort());
    expect(first.collections['communicationHistory']).toEqual([]);
  });

  it('answers as the whole snapshot does, asking for no part an answer does not read', async () => {
    await resetDatabase();
    const whole = {
      ...(await practiceAnswers()),
      month: await monthStats(snapshot.now),
      ...(await historyAnswers()),
    };
    const historyRows = communicationHistory.count();

    const { first, parts } = splitSnapshot(snapshot, smsMonthUsedFacts());
    const asked: string[] = [];
    await replaceSnapshot(JSON.stringify(first), (id) => {
      asked.push(id);
      return Promise.resolve(JSON.stringify(parts[id]));
    });
    expect(isDeferred('communicationHistory')).toBe(true);
    expect(communicationHistory.count()).toBe(0);

    // The practices' SMS usage comes from the counts taken at the split.
    expect(await practiceAnswers()).toEqual({ practices: whole.practices, practice: whole.practice });
    expect(asked).toEqual([]);

    // The month's statistics: the practice's recent records only.
    expect(await monthStats(snapshot.now)).toEqual(whole.month);
    expect(asked).toEqual([`${HISTORY_PRACTICE.id}-recent`]);

    // Its whole history: its older records too, and no other practice's.
    expect(await historyAnswers()).toEqual({ history: whole.history, stats: whole.stats });
    expect(asked).toEqual([`${HISTORY_PRACTICE.id}-recent`, `${HISTORY_PRACTICE.id}-older`]);
    expect(isDeferred('communicationHistory')).toBe(true);

    // Every part, each asked for once: the history is whole again.
    await loadDeferredRecords();
    expect(asked).toHaveLength(first.deferredParts.length);
    expect(new Set(asked).size).toBe(asked.length);
    expect(isDeferred('communicationHistory')).toBe(false);
    expect(communicationHistory.count()).toBe(historyRows);
    expect(await historyAnswers()).toEqual({ history: whole.history, stats: whole.stats });

    // A reset goes back to the first file: the history waits again.
    await resetDatabase();
    expect(isDeferred('communicationHistory')).toBe(true);
    asked.length = 0;
    expect(await historyAnswers()).toEqual({ history: whole.history, stats: whole.stats });
    expect(asked.sort()).toEqual([`${HISTORY_PRACTICE.id}-older`, `${HISTORY_PRACTICE.id}-recent`]);
  });

  it('counts the month of a later day, as a page left open past midnight asks, from the recent parts', async () => {
    await resetDatabase();
    const whole = await practiceAnswers();
    // A snapshot not pinned: the world's now is the clock's, a day after the snapshot's.
    const { first, parts } = splitSnapshot({ ...snapshot, pinned: false }, smsMonthUsedFacts());
    const asked: string[] = [];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(snapshot.now) + DAY_MS);
      await replaceSnapshot(JSON.stringify(first), (id) => {
        asked.push(id);
        return Promise.resolve(JSON.stringify(parts[id]));
      });
      // Nothing has left since the snapshot: the same counts, from each practice's recent rows.
      expect(await json(sysadmin, `/practices/${HISTORY_PRACTICE.id}`)).toEqual(whole.practice);
      expect(asked).toEqual([`${HISTORY_PRACTICE.id}-recent`]);
      expect(await json(sysadmin, '/practices?pageSize=200')).toEqual(whole.practices);
      expect(asked.every((id) => id.endsWith('-recent'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
