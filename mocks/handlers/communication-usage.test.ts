import { describe, expect, it } from 'vitest';
import { GetCommunicationStatsResponse } from '@/api/generated/communication/communication.zod';
import { GetPracticeResponse } from '@/api/generated/practices/practices.zod';
import { endOfMonth } from '@/domain/zoned-time';
import { communicationHistory } from '../db/communication';
import { currentMonthOf, timeZoneOf } from '../db/communication-month';
import {
  LANGUAGES,
  LONGEST_SEEDED_SMS,
  MESSAGE_KINDS,
  smsSegmentsPerMessage,
} from '../db/communication-seed';
import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { historyEnd } from '../db/seed-clock';
import { clientAs, expectContract } from './api-test-client';
import { historySegments } from './history-segments.test-support';

const sysadmin = clientAs('sysadmin');
const withModule = PRACTICES.filter((practice) => practice.automatedCommunications);

const stats = async (practice: PracticeEntry, startAt: string, endAt: string) =>
  expectContract(
    await sysadmin('GET', `/practices/${practice.id}/communication/stats?startAt=${startAt}&endAt=${endAt}`),
    GetCommunicationStatsResponse,
  );

describe('the SMS use of the month', () => {
  it('is the same number in the package, the statistics and the history, practice by practice', async () => {
    for (const practice of withModule) {
      const { month, firstDay, today } = currentMonthOf(practice);
      const toToday = await stats(practice, firstDay, today);
      const wholeMonth = await stats(practice, firstDay, endOfMonth(firstDay));
      const used = historySegments(practice, timeZoneOf(practice), month);
      expect(used, practice.name).toBeGreaterThan(0);
      expect(toToday.smsPackage, practice.name).toMatchObject({ month, used });
      expect(toToday.smsSegmentsUsed, practice.name).toBe(used);
      expect(wholeMonth.smsSegmentsUsed, practice.name).toBe(used);
      expect(wholeMonth.smsPackage).toEqual(toToday.smsPackage);

      const { smsUsage } = await expectContract(
        await sysadmin('GET', `/practices/${practice.id}`),
        GetPracticeResponse,
      );
      expect(smsUsage, practice.name).toMatchObject({
        segmentsUsed: used,
        monthlyPackage: toToday.smsPackage.limit,
        suspended: toToday.smsPackage.suspended,
      });
    }
  });

  it('comes from messages sent up to the hour before now, none later', () => {
    const end = new Date(historyEnd()).toISOString();
    expect(communicationHistory.all().every((row) => row.sentAt < end)).toBe(true);
  });

  it('stays in its band: no seeded SMS is longer than the margin the seed keeps', () => {
    const longest = Math.max(
      ...withModule.flatMap((practice) =>
        MESSAGE_KINDS.flatMap((kind) =>
          LANGUAGES.map((language) => smsSegmentsPerMessage(practice, kind, language)),
        ),
      ),
    );
    expect(longest).toBeLessThanOrEqual(LONGEST_SEEDED_SMS);
  });
});
