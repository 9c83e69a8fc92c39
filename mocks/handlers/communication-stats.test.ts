import { describe, expect, it } from 'vitest';
import {
  GetCommunicationHistoryResponse,
  GetCommunicationStatsResponse,
} from '@/api/generated/communication/communication.zod';
import { communicationHistory } from '../db/communication';
import { currentMonthOf } from '../db/communication-month';
import { HISTORY_PRACTICE, PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';

const sysadmin = clientAs('sysadmin');

const stats = async (practice: PracticeEntry, startAt: string, endAt: string) =>
  expectContract(
    await sysadmin('GET', `/practices/${practice.id}/communication/stats?startAt=${startAt}&endAt=${endAt}`),
    GetCommunicationStatsResponse,
  );

const historyTotal = async (query: string) =>
  (
    await expectContract(
      await sysadmin('GET', `/practices/${HISTORY_PRACTICE.id}/communication/history?pageSize=1&${query}`),
      GetCommunicationHistoryResponse,
    )
  ).meta.totalItems;

// March 2026 in Montreal: EST (UTC-5) until the 8th, EDT (UTC-4) after.
const MARCH = 'sentFrom=2026-03-01T05:00:00Z&sentTo=2026-04-01T03:59:59Z';

describe('communication statistics', () => {
  it('counts the history of the period, per kind and channel, in the practice timezone', async () => {
    const march = await stats(HISTORY_PRACTICE, '2026-03-01', '2026-03-31');
    expect(march.totalSent).toBe(await historyTotal(MARCH));
    expect(march.totalSent).toBeGreaterThan(0);
    for (const kind of ['REMINDER', 'CONFIRMATION', 'HYGIENE_RECALL'] as const) {
      expect(march.sentByKind[kind]).toBe(await historyTotal(`${MARCH}&kind=${kind}`));
    }
    for (const channel of ['EMAIL', 'SMS'] as const) {
      expect(march.sentByChannel[channel]).toBe(await historyTotal(`${MARCH}&channel=${channel}`));
    }

    const rows = communicationHistory.findMany((q) =>
      q.where(
        (row) =>
          row.practiceId === HISTORY_PRACTICE.id &&
          row.sentAt >= '2026-03-01T05:00:00Z' &&
          row.sentAt <= '2026-04-01T03:59:59Z',
      ),
    );
    expect(march.failedDeliveries).toBe(rows.filter((row) => row.status === 'FAILED').length);
    expect(march.confirmationsReceived).toBe(rows.filter((row) => row.status === 'CONFIRMED').length);
    expect(march.smsSegmentsUsed).toBeGreaterThan(march.sentByChannel.SMS);
    // Delivered: what the history's outcome filter finds, a realistic share of the messages sent.
    expect(march.delivered).toBe(await historyTotal(`${MARCH}&outcome=DELIVERED`));
    expect(march.delivered! / march.totalSent).toBeGreaterThan(0.8);
    expect(march.delivered! / march.totalSent).toBeLessThan(0.97);
  });

  it('gives one zero-filled day per day of the period, oldest first, summing to the totals', async () => {
    const march = await stats(HISTORY_PRACTICE, '2026-03-01', '2026-03-31');
    expect(march.daily).toHaveLength(31);
    expect(march.daily[0]?.date).toBe('2026-03-01');
    expect(march.daily[30]?.date).toBe('2026-03-31');
    // Nothing leaves on Sundays (the 1st, 8th, 15th…): their days are there, at zero.
    expect(march.daily[7]).toEqual({
      date: '2026-03-08',
      sentByKind: { REMINDER: 0, CONFIRMATION: 0, HYGIENE_RECALL: 0 },
    });
    const summed = march.daily.reduce(
      (sum, day) =>
        sum + day.sentByKind.REMINDER + day.sentByKind.CONFIRMATION + day.sentByKind.HYGIENE_RECALL,
      0,
    );
    expect(summed).toBe(march.totalSent);

    const oneDay = await stats(HISTORY_PRACTICE, '2026-03-02', '2026-03-02');
    expect(oneDay.daily).toHaveLength(1);
    expect(oneDay.totalSent).toBe(
      await historyTotal('sentFrom=2026-03-02T05:00:00Z&sentTo=2026-03-03T04:59:59Z'),
    );
  });

  it('reports the SMS package of the month from the directory flag, suspended over the limit', async () => {
    const byFlag = (sms: PracticeEntry['sms']) =>
      PRACTICES.find((practice) => practice.sms === sms && practice.automatedCommunications)!;
    const thisMonth = async (practice: PracticeEntry) => {
      const { firstDay, today } = currentMonthOf(practice);
      return (await stats(practice, firstDay, today)).smsPackage;
    };
    const low = await thisMonth(byFlag('low'));
    const near = await thisMonth(byFlag('near-limit'));
    const over = await thisMonth(byFlag('over-limit'));
    expect(low.usedPercent).toBeGreaterThanOrEqual(20);
    expect(low.usedPercent).toBeLessThanOrEqual(60);
    expect(near.usedPercent).toBeGreaterThanOrEqual(85);
    expect(near.usedPercent).toBeLessThan(100);
    expect(near.suspended).toBe(false);
    expect(over).toMatchObject({
      usedPercent: 100,
      suspended: true,
      month: currentMonthOf(byFlag('over-limit')).month,
      warningPercent: 80,
    });
    expect(over.used).toBeGreaterThanOrEqual(over.limit);
  });

  it('answers zeros for a practice without the module', async () => {
    const withoutModule = PRACTICES.find((practice) => !practice.automatedCommunications)!;
    const empty = await stats(withoutModule, '2026-01-01', '2026-12-31');
    expect(empty).toMatchObject({
      totalSent: 0,
      delivered: 0,
      smsSegmentsUsed: 0,
      smsPackage: { used: 0, suspended: false },
    });
    expect(empty.daily).toHaveLength(365);
  });

  it('answers 400 for a reversed or too long period, 404 for an unknown practice', async () => {
    const cases: [string, string][] = [
      ['startAt=2026-03-02&endAt=2026-03-01', 'endAt'],
      ['startAt=2025-01-01&endAt=2026-01-02', 'endAt'],
      ['startAt=2026-02-30&endAt=2026-03-01', 'startAt'],
      ['endAt=2026-03-01', 'startAt'],
    ];
    for (const [query, field] of cases) {
      const response = await sysadmin(
        'GET',
        `/practices/${HISTORY_PRACTICE.id}/communication/stats?${query}`,
      );
      expect(fieldsOf(await expectProblem(response, 400)), query).toContain(field);
    }
    expect((await stats(HISTORY_PRACTICE, '2024-01-01', '2024-12-31')).daily).toHaveLength(366);
    await expectProblem(
      await sysadmin(
        'GET',
        `/practices/${crypto.randomUUID()}/communication/stats?startAt=2026-03-01&endAt=2026-03-02`,
      ),
      404,
    );
  });
});
