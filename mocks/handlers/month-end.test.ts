import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  GetCommunicationStatsResponse,
  GetUpcomingMessagesSummaryResponse,
} from '@/api/generated/communication/communication.zod';
import { addDays, zonedDay, zonedInstant } from '@/domain/zoned-time';
import { resetDatabase, seedDatabase } from '../db/database';
import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { findPractice } from '../db/practices';
import { OFFLINE_TODAY_VARIABLE } from '../db/seed-clock';
import { clientAs, expectContract } from './api-test-client';
import { historySegments } from './history-segments.test-support';

/**
 * At a month's end, the offline API counts one month everywhere: the SMS package, the
 * statistics, the history and the sending plan's forecast (decision 041). Each province's
 * practice is seeded at 23:30 on November 30 in its own zone, asked then, and asked again 40
 * minutes later, past midnight, as a dev server's snapshot is up to an hour old.
 */

const sysadmin = clientAs('sysadmin');
const pinned = process.env[OFFLINE_TODAY_VARIABLE];

afterEach(() => {
  vi.useRealTimers();
  process.env[OFFLINE_TODAY_VARIABLE] = pinned;
});
afterAll(() => resetDatabase());

/** The first practice with the module in a province. */
const practiceIn = (province: PracticeEntry['province']) =>
  PRACTICES.find((practice) => practice.automatedCommunications && practice.province === province)!;

/** The world as a dev server seeds it (not pinned) at `instant`, the clock then at `instant`. */
const seedAt = async (instant: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
  process.env[OFFLINE_TODAY_VARIABLE] = 'now';
  await seedDatabase();
};

/** What each answer says of the practice's current month, as seen at the clock's now. */
const monthAsAnswered = async (practice: PracticeEntry, zone: string) => {
  const today = zonedDay(new Date(), zone);
  const firstDay = `${today.slice(0, 8)}01`;
  const base = `/practices/${practice.id}/communication`;
  const stats = await expectContract(
    await sysadmin('GET', `${base}/stats?startAt=${firstDay}&endAt=${today}`),
    GetCommunicationStatsResponse,
  );
  const summary = await expectContract(
    await sysadmin('GET', `${base}/upcoming/summary?from=${today}&to=${addDays(today, 6)}`),
    GetUpcomingMessagesSummaryResponse,
  );
  return {
    month: today.slice(0, 7),
    history: historySegments(practice, zone, today.slice(0, 7)),
    stats: stats.smsSegmentsUsed,
    packageMonth: stats.smsPackage.month,
    packageUsed: stats.smsPackage.used,
    forecastMonth: summary.smsForecast.months[0]?.month,
    forecastUsed: summary.smsForecast.months[0]?.used,
  };
};

describe.each(['quebec', 'ontario', 'new-brunswick'] as const)(
  'the last evening of a month, %s',
  (province) => {
    it('counts one month in the package, the statistics, the history and the forecast', async () => {
      const practice = practiceIn(province);
      const zone = findPractice(practice.id)!.timezone;
      const evening = zonedInstant('2026-11-30', 23, 30, zone).getTime();
      await seedAt(evening);

      const november = await monthAsAnswered(practice, zone);
      expect(november.month).toBe('2026-11');
      expect(november.history).toBeGreaterThan(0);
      expect(november).toEqual({
        month: '2026-11',
        history: november.history,
        stats: november.history,
        packageMonth: '2026-11',
        packageUsed: november.history,
        forecastMonth: '2026-11',
        forecastUsed: november.history,
      });

      // 00:10 on December 1: nothing has left yet this month, in any answer.
      vi.setSystemTime(evening + 40 * 60_000);
      expect(await monthAsAnswered(practice, zone)).toEqual({
        month: '2026-12',
        history: 0,
        stats: 0,
        packageMonth: '2026-12',
        packageUsed: 0,
        forecastMonth: '2026-12',
        forecastUsed: 0,
      });
    });
  },
);
