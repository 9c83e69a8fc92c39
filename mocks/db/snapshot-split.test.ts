import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clientAs } from '../handlers/api-test-client';
import { smsMonthUsedFacts } from '../handlers/communication-usage';
import { communicationHistory } from './communication';
import {
  isDeferred,
  loadDeferredRecords,
  replaceSnapshot,
  resetDatabase,
  type DatabaseSnapshot,
} from './database';
import { HISTORY_PRACTICE } from './practice-directory';
import { splitSnapshot } from './snapshot-split';

const fullText = readFileSync(inject('offlineDatabaseSnapshot'), 'utf8');
// The system administrator: every practice's SMS usage, in the list and in each practice.
const sysadmin = clientAs('sysadmin');
const clinic = clientAs('clinic');

const json = async (as: typeof clinic, path: string) => (await as('GET', path)).json() as Promise<unknown>;

/** What needs this month's SMS count only: the practices' list and one practice. */
const practiceAnswers = async () => ({
  practices: await json(sysadmin, '/practices?pageSize=200'),
  practice: await json(sysadmin, `/practices/${HISTORY_PRACTICE.id}`),
});

/** What reads the whole history: a page of it, and a year of statistics. */
const historyAnswers = async () => ({
  history: await json(clinic, `/practices/${HISTORY_PRACTICE.id}/communication/history?page=7&pageSize=50`),
  stats: await json(
    clinic,
    `/practices/${HISTORY_PRACTICE.id}/communication/stats?startAt=2026-01-01&endAt=2026-11-15`,
  ),
});

const answers = async () => ({ ...(await practiceAnswers()), ...(await historyAnswers()) });

describe('the snapshot split for pages (the history loaded when read)', () => {
  afterAll(() => replaceSnapshot(fullText));

  it('answers as the whole snapshot does, and asks for the history once, only when a handler reads it', async () => {
    await resetDatabase();
    const whole = await answers();
    const historyRows = communicationHistory.count();

    const { first, deferred } = splitSnapshot(JSON.parse(fullText) as DatabaseSnapshot, smsMonthUsedFacts());
    let asked = 0;
    await replaceSnapshot(JSON.stringify(first), () => {
      asked += 1;
      return Promise.resolve(JSON.stringify(deferred));
    });
    expect(isDeferred('communicationHistory')).toBe(true);
    expect(communicationHistory.count()).toBe(0);

    // The practices' SMS usage comes from the counts taken at the split.
    expect(await practiceAnswers()).toEqual({ practices: whole.practices, practice: whole.practice });
    expect(asked).toBe(0);

    expect(await answers()).toEqual(whole);
    expect(asked).toBe(1);
    expect(communicationHistory.count()).toBe(historyRows);
    await loadDeferredRecords();
    expect(asked).toBe(1);

    // A reset goes back to the first file: the history waits again.
    await resetDatabase();
    expect(isDeferred('communicationHistory')).toBe(true);
    expect(await answers()).toEqual(whole);
    expect(asked).toBe(2);
  });
});
