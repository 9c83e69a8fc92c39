import { describe, expect, it } from 'vitest';
import { GetCommunicationHistoryResponse } from '@/api/generated/communication/communication.zod';
import { communicationHistory } from '../db/communication';
import { currentMonthOf } from '../db/communication-month';
import { HISTORY_PRACTICE, PRACTICES } from '../db/practice-directory';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';
import { normalizeText } from './paging';

/** The demo practice administrator: the history practice and the module-less one are theirs. */
const clinic = clientAs('clinic');
const historyOf = (practiceId: string, query = '') =>
  clinic('GET', `/practices/${practiceId}/communication/history${query}`);
const page = async (query: string) =>
  expectContract(await historyOf(HISTORY_PRACTICE.id, query), GetCommunicationHistoryResponse);
const seededRows = () => communicationHistory.findMany((q) => q.where({ practiceId: HISTORY_PRACTICE.id }));

describe('communication history', () => {
  it('serves page 400 of the 20,000 rows at pageSize 50, newest first', async () => {
    const { items, meta } = await page('?page=400&pageSize=50');
    expect(meta).toEqual({ page: 400, pageSize: 50, totalItems: 20_000, totalPages: 400 });

    const expected = seededRows()
      .sort((a, b) => (a.sentAt === b.sentAt ? (a.id < b.id ? -1 : 1) : a.sentAt < b.sentAt ? 1 : -1))
      .slice(19_950);
    expect(items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(items[0]).not.toHaveProperty('practiceId');
  });

  it('answers a page past the last one with no items and the real totals', async () => {
    const { items, meta } = await page('?page=401&pageSize=50');
    expect(items).toEqual([]);
    expect(meta).toMatchObject({ page: 401, totalItems: 20_000, totalPages: 400 });
  });

  it('combines filters with AND, on the server', async () => {
    const sentFrom = '2026-01-01T05:00:00Z';
    const sentTo = '2026-06-30T23:59:59Z';
    const { items, meta } = await page(
      `?channel=SMS&language=FR&kind=REMINDER&sentFrom=${sentFrom}&sentTo=${sentTo}&pageSize=200&sort=sentAt:asc`,
    );
    const expected = seededRows().filter(
      (row) =>
        row.channel === 'SMS' &&
        row.language === 'FR' &&
        row.kind === 'REMINDER' &&
        row.sentAt >= sentFrom &&
        row.sentAt <= sentTo,
    );
    expect(meta.totalItems).toBe(expected.length);
    expect(meta.totalItems).toBeGreaterThan(200);
    expect(items).toHaveLength(200);
    for (const item of items)
      expect(item).toMatchObject({ channel: 'SMS', language: 'FR', kind: 'REMINDER' });
    const times = items.map((item) => item.sentAt);
    expect(times).toEqual([...times].sort());
    expect(times[0]! >= sentFrom).toBe(true);
  });

  it('filters by delivery status', async () => {
    const { items, meta } = await page('?status=FAILED&kind=CONFIRMATION&pageSize=100');
    const expected = seededRows().filter((row) => row.status === 'FAILED' && row.kind === 'CONFIRMATION');
    expect(meta.totalItems).toBe(expected.length);
    expect(meta.totalItems).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ status: 'FAILED', kind: 'CONFIRMATION' });
  });

  it('filters by delivery outcome, PENDING being the messages queued or sent with no receipt yet', async () => {
    const counts = {
      PENDING: ['QUEUED', 'SENT'],
      DELIVERED: ['DELIVERED'],
      FAILED: ['FAILED'],
      BOUNCED: ['BOUNCED'],
      COMPLAINT: ['COMPLAINT'],
    };
    for (const [filter, statuses] of Object.entries(counts)) {
      const { items, meta } = await page(`?outcome=${filter}&pageSize=200`);
      const expected = seededRows().filter((row) => statuses.includes(row.outcome!.status));
      expect(meta.totalItems, filter).toBe(expected.length);
      expect(meta.totalItems, filter).toBeGreaterThan(0);
      for (const item of items) expect(statuses, filter).toContain(item.outcome?.status);
    }
    // With the other filters: the SMS that failed because the number is not a mobile one.
    const { items } = await page('?outcome=FAILED&channel=SMS&pageSize=200');
    expect(items.some((item) => item.outcome?.failureReason === 'LANDLINE')).toBe(true);
    expect(
      fieldsOf(await expectProblem(await historyOf(HISTORY_PRACTICE.id, '?outcome=LOST'), 400)),
    ).toContain('outcome');
  });

  it('searches names ignoring case and accents, and file numbers by substring', async () => {
    const byLastName = await page('?lastName=COTE&pageSize=200');
    expect(byLastName.meta.totalItems).toBeGreaterThan(0);
    expect(byLastName.items.every((item) => normalizeText(item.lastName).includes('cote'))).toBe(true);
    expect(byLastName.items.some((item) => item.lastName === 'Côté')).toBe(true);

    const byFirstName = await page('?firstName=genevieve');
    expect(byFirstName.items.length).toBeGreaterThan(0);
    expect(byFirstName.items.every((item) => item.firstName === 'Geneviève')).toBe(true);

    const both = await page('?firstName=Émi&lastName=tremb');
    expect(both.items.length).toBeGreaterThan(0);
    for (const item of both.items) {
      expect(normalizeText(item.firstName)).toContain('emi');
      expect(item.lastName).toBe('Tremblay');
    }

    const byFile = await page('?fileNumber=042&pageSize=200');
    expect(byFile.meta.totalItems).toBeGreaterThan(0);
    expect(byFile.items.every((item) => item.fileNumber.includes('042'))).toBe(true);
  });

  it('sorts by last name (accents ignored) and by file number', async () => {
    const byName = await page('?sort=lastName:asc&pageSize=200');
    const names = byName.items.map((item) => normalizeText(item.lastName));
    expect(names).toEqual([...names].sort());

    const byFile = await page('?sort=fileNumber:desc&pageSize=100');
    const files = byFile.items.map((item) => item.fileNumber);
    expect(files).toEqual([...files].sort().reverse());
  });

  it('answers 400 with the field at fault for a bad query', async () => {
    const cases: [string, string][] = [
      ['?pageSize=201', 'pageSize'],
      ['?page=0', 'page'],
      ['?sort=sentAt', 'sort'],
      ['?channel=FAX', 'channel'],
      ['?sentFrom=yesterday', 'sentFrom'],
      ['?sentFrom=2026-03-02T00:00:00Z&sentTo=2026-03-01T00:00:00Z', 'sentTo'],
    ];
    for (const [query, field] of cases) {
      expect(fieldsOf(await expectProblem(await historyOf(HISTORY_PRACTICE.id, query), 400))).toContain(
        field,
      );
    }
  });

  it('answers 404 for an unknown practice and an empty page for one without the module', async () => {
    await expectProblem(await historyOf('00000000-0000-4000-8000-000000000000'), 404);
    const withoutModule = PRACTICES.find((practice) => !practice.automatedCommunications)!;
    const empty = await expectContract(await historyOf(withoutModule.id), GetCommunicationHistoryResponse);
    expect(empty.meta.totalItems).toBe(0);
  });

  it('keeps each practice to its own rows', async () => {
    const other = PRACTICES.find(
      (practice) => practice.automatedCommunications && practice !== HISTORY_PRACTICE,
    )!;
    const { meta } = await expectContract(await historyOf(other.id), GetCommunicationHistoryResponse);
    expect(meta.totalItems).toBe(
      communicationHistory.findMany((q) => q.where({ practiceId: other.id })).length,
    );
    // A few hundred messages before this month, then the month's (as many as its SMS package used).
    const monthStart = new Date(currentMonthOf(other).start - 1000).toISOString().slice(0, 19) + 'Z';
    const earlier = await expectContract(
      await historyOf(other.id, `?sentTo=${monthStart}`),
      GetCommunicationHistoryResponse,
    );
    expect(earlier.meta.totalItems).toBeGreaterThanOrEqual(150);
    expect(earlier.meta.totalItems).toBeLessThanOrEqual(450);
    expect(meta.totalItems).toBeGreaterThan(earlier.meta.totalItems);
  });

  it('requires a bearer token', async () => {
    const response = await fetch(
      `http://localhost/api/practices/${HISTORY_PRACTICE.id}/communication/history`,
    );
    await expectProblem(response, 401);
  });
});
