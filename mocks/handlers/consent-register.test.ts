import { describe, expect, it } from 'vitest';
import {
  GetConsentRegisterResponse,
  GetLapsingConsentsResponse,
  RecordConsentResponse,
} from '@/api/generated/consent/consent.zod';
import { GetUpcomingMessagesResponse } from '@/api/generated/communication/communication.zod';
import { GetAuditLogResponse } from '@/api/generated/audit/audit.zod';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { call, clientAs, expectContract, expectProblem } from './api-test-client';

const clinic = clientAs('clinic');
const PRACTICE = HISTORY_PRACTICE.id;
const base = `/practices/${PRACTICE}/consents`;

const register = async () =>
  expectContract(await clinic('GET', `${base}/register`), GetConsentRegisterResponse);
const lapsing = async (query = '') =>
  expectContract(await clinic('GET', `${base}/lapsing${query}`), GetLapsingConsentsResponse);
const countOf = (
  counts: Awaited<ReturnType<typeof register>>['counts'],
  channel: string,
  category: string,
  standing: string,
) =>
  counts.find(
    (count) => count.channel === channel && count.category === category && count.standing === standing,
  )?.patients;

describe('the consent register', () => {
  it('counts every channel, category and standing, zero-filled, within tens of ms', async () => {
    await register();
    // A record changes the standings: the next register works them out again, from the records.
    const [first] = (await lapsing('?pageSize=1')).items;
    const recorded = await clinic('POST', base, {
      patientId: first!.patient.id,
      channel: 'EMAIL',
      category: 'APPOINTMENTS',
      basis: 'EXPRESS',
      wordingVersion: '2026-11',
      language: 'FR',
    });
    expect(recorded.status).toBe(201);
    await recorded.text();
    const started = performance.now();
    const { counts, lapsingSoon } = await register();
    const elapsed = performance.now() - started;
    expect(countOf(counts, 'EMAIL', 'APPOINTMENTS', 'EXPRESS')).toBe(1);
    expect(counts).toHaveLength(2 * 2 * 5);
    expect(countOf(counts, 'SMS', 'RECALLS', 'IMPLIED')).toBeGreaterThan(1000);
    expect(countOf(counts, 'SMS', 'RECALLS', 'EXPRESS')).toBeGreaterThan(100);
    expect(countOf(counts, 'SMS', 'RECALLS', 'NONE')).toBeGreaterThan(0);
    const total = (channel: string, category: string) =>
      counts
        .filter((count) => count.channel === channel && count.category === category)
        .reduce((sum, count) => sum + count.patients, 0);
    // Every patient stands one way on every channel and category.
    expect(new Set([total('SMS', 'RECALLS'), total('EMAIL', 'APPOINTMENTS')]).size).toBe(1);
    expect(lapsingSoon).toBeGreaterThan(100);
    // A generous bound for a shared test machine: the Plateau's register answers in tens of ms.
    expect(elapsed).toBeLessThan(500);
  });

  it('lists the consents lapsing in the next 30 days, soonest first, paged by the server', async () => {
    const { lapsingSoon } = await register();
    const first = await lapsing('?pageSize=50');
    expect(first.meta.totalItems).toBe(lapsingSoon);
    expect(first.items).toHaveLength(50);
    const days = first.items.map((item) => item.lapsesOn);
    expect(days).toEqual([...days].sort());
    const past = await lapsing(`?pageSize=50&page=${first.meta.totalPages + 1}`);
    expect(past.items).toEqual([]);
    const week = await lapsing('?days=7&pageSize=200');
    expect(week.meta.totalItems).toBeLessThan(first.meta.totalItems);
    const last = week.items.at(-1)!;
    expect(last.lastVisit < last.lapsesOn).toBe(true);
    await expectProblem(await clinic('GET', `${base}/lapsing?days=91`), 400);
  });

  it('records the front desk’s express consent: the patient leaves the lapsing list', async () => {
    const before = await register();
    const [patient] = (await lapsing('?pageSize=1')).items;
    const record = await expectContract(
      await clinic('POST', base, {
        patientId: patient!.patient.id,
        channel: 'SMS',
        category: 'RECALLS',
        basis: 'EXPRESS',
        wordingVersion: '2026-11',
        language: 'FR',
      }),
      RecordConsentResponse,
      201,
    );
    expect(record).toMatchObject({
      basis: 'EXPRESS',
      source: 'FRONT_DESK',
      recordedBy: { kind: 'STAFF' },
      patient: patient!.patient,
    });
    expect(record.recordedBy.name).toBeTruthy();
    const after = await register();
    expect(countOf(after.counts, 'SMS', 'RECALLS', 'EXPRESS')).toBe(
      countOf(before.counts, 'SMS', 'RECALLS', 'EXPRESS')! + 1,
    );
    const still = (await lapsing('?pageSize=200')).items.find(
      (item) => item.patient.id === patient!.patient.id,
    );
    expect(still?.channels ?? []).not.toContain('SMS');
  });

  it('stops recalls on a withdrawal at once and leaves appointment messages alone', async () => {
    const planned = await expectContract(
      await clinic(
        'GET',
        `/practices/${PRACTICE}/communication/upcoming?kind=HYGIENE_RECALL&status=PLANNED&pageSize=200`,
      ),
      GetUpcomingMessagesResponse,
    );
    const items = planned.items.filter((message) => message.channel === 'SMS');
    const patientId = items[0]?.patient.id;
    if (!patientId) throw new Error('The seed plans no SMS recall');
    const response = await clinic('POST', base, {
      patientId,
      channel: 'SMS',
      category: 'RECALLS',
      basis: 'WITHDRAWN',
      wordingVersion: '2026-11',
      language: 'EN',
    });
    expect(response.status).toBe(201);
    await response.text();
    const upcoming = await expectContract(
      await clinic(
        'GET',
        `/practices/${PRACTICE}/communication/upcoming?search=${items[0]!.patient.fileNumber}&pageSize=200`,
      ),
      GetUpcomingMessagesResponse,
    );
    const recalls = upcoming.items.filter(
      (message) => message.kind === 'HYGIENE_RECALL' && message.channel === 'SMS',
    );
    expect(recalls.length).toBeGreaterThan(0);
    expect(recalls.every((message) => message.status === 'SKIPPED')).toBe(true);
  });

  it('refuses readers, unknown patients and bad bodies', async () => {
    const body = {
      patientId: 'P-unknown',
      channel: 'SMS',
      category: 'RECALLS',
      basis: 'EXPRESS',
      wordingVersion: '2026-11',
      language: 'FR',
    };
    await expectProblem(await clinic('POST', base, body), 404);
    await expectProblem(await clinic('POST', base, { ...body, basis: 'IMPLIED' }), 400);
    await expectProblem(await call(base, { as: 'readonly', method: 'POST', body }), 403);
  });

  it('exports every record as a CSV file in the file’s language, oldest first', async () => {
    const response = await clinic('GET', `${base}/export?locale=fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /registre-consentements-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toContain('Numéro de dossier;Prénom;Nom de famille;Canal;Catégorie;Fondement');
    expect(lines.some((line) => line.includes(';Tacite;Visite;'))).toBe(true);
    expect(lines.some((line) => line.includes(';Exprès;Réception;'))).toBe(true);
    const recorded = lines.slice(1, -1).map((line) => line.split(';')[7]!);
    expect(recorded).toEqual([...recorded].sort());
  });

  it('leaves in the audit log who recorded a consent for which patient, and who exported the proof', async () => {
    const [patient] = (await lapsing('?pageSize=1')).items;
    const body = {
      patientId: patient!.patient.id,
      channel: 'EMAIL',
      category: 'RECALLS',
      basis: 'EXPRESS',
      wordingVersion: '2026-11',
      language: 'EN',
    };
    await expectContract(await clinic('POST', base, body), RecordConsentResponse, 201);
    const file = await clinic('GET', `${base}/export?locale=en`);
    expect(file.status).toBe(200);
    // Read to the end: an answer left unread holds its socket open past the test.
    await file.text();
    const log = async (query: string) =>
      expectContract(
        await clinic('GET', `/audit-log?practiceId=${PRACTICE}&${query}&pageSize=1`),
        GetAuditLogResponse,
      );
    const [recorded] = (await log('subjectType=CONSENT&action=CREATED')).items;
    expect(recorded?.subject.label).toBe(`${patient!.patient.firstName} ${patient!.patient.lastName}`);
    const [exported] = (await log('subjectType=CONSENT_REGISTER&action=EXPORTED')).items;
    expect(exported?.detail).toBe('locale=en');
  });
});
