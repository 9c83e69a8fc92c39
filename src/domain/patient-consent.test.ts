import { describe, expect, it } from 'vitest';
import {
  appointmentConsent,
  impliedConsentLapseDay,
  recallConsent,
  type ConsentRecord,
} from './patient-consent';
import { pageWithdrawal } from './sending-consents.test-support';

const at = (iso: string) => new Date(iso).getTime();
const MONTREAL = 'America/Montreal';
const patient = { id: 'p1' };

const implied = (lastVisit: string, channel: 'SMS' | 'EMAIL' = 'SMS'): ConsentRecord => ({
  id: `implied-${lastVisit}-${channel}`,
  patientId: 'p1',
  channel,
  recordedAt: `${lastVisit}T20:00:00Z`,
  recordedBy: { type: 'PRACTICE_SYSTEM' },
  basis: 'IMPLIED',
  category: 'RECALLS',
  lastVisit,
});

const express = (recordedAt: string, category: 'RECALLS' | 'APPOINTMENTS' = 'RECALLS'): ConsentRecord => ({
  id: `express-${recordedAt}`,
  patientId: 'p1',
  channel: 'SMS',
  recordedAt,
  wordingVersion: '2026-11',
  language: 'FR',
  recordedBy: { type: 'STAFF', userId: 'u-7', name: 'Julie Roy' },
  basis: 'EXPRESS',
  category,
  source: 'FRONT_DESK',
});

const withdrawal = (recordedAt: string, scope: 'RECALLS' | 'APPOINTMENTS' | 'ALL') =>
  pageWithdrawal('p1', recordedAt, scope);

describe('a recall needs consent', () => {
  it('has none without a record, and none on another channel than the one consented', () => {
    expect(recallConsent([], patient, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL)).toEqual({
      status: 'NONE',
    });
    const emailOnly = [implied('2026-01-10', 'EMAIL')];
    expect(recallConsent(emailOnly, patient, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL).status).toBe(
      'NONE',
    );
    expect(recallConsent(emailOnly, patient, 'EMAIL', at('2026-06-01T15:00:00Z'), MONTREAL).status).toBe(
      'VALID',
    );
  });

  it('holds express consent with no end, and does not count a record made after the message', () => {
    const records = [express('2020-05-01T14:00:00Z')];
    expect(recallConsent(records, patient, 'SMS', at('2030-01-01T15:00:00Z'), MONTREAL)).toMatchObject({
      status: 'VALID',
      basis: 'EXPRESS',
    });
    expect(recallConsent(records, patient, 'SMS', at('2020-05-01T13:59:59Z'), MONTREAL).status).toBe('NONE');
  });

  it('takes a later hygiene visit the practice system knows as the visit implied consent rests on', () => {
    const later = { id: 'p1', lastHygieneVisit: '2025-09-01' };
    expect(
      recallConsent([implied('2024-01-10')], later, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL),
    ).toEqual({
      status: 'VALID',
      basis: 'IMPLIED',
      lastVisit: '2025-09-01',
      lapsesOn: '2027-09-02',
    });
  });
});

describe('implied consent lapses on the right day in the practice’s time zone', () => {
  it('holds through the second anniversary of the visit and lapses at the start of the next day', () => {
    expect(impliedConsentLapseDay('2024-11-10')).toBe('2026-11-11');
    // Visit on February 29: the anniversary is February 28, the lapse March 1.
    expect(impliedConsentLapseDay('2024-02-29')).toBe('2026-03-01');
    expect(impliedConsentLapseDay('2024-02-28')).toBe('2026-03-01');
    expect(impliedConsentLapseDay('2026-02-28')).toBe('2028-02-29');
    expect(impliedConsentLapseDay('2024-12-31')).toBe('2027-01-01');
  });

  it('lapses at midnight in Montréal, not in UTC, and says since when', () => {
    const records = [implied('2024-11-10')];
    // 23:59 on November 10 in Montréal is already November 11 in UTC: still valid.
    expect(recallConsent(records, patient, 'SMS', at('2026-11-11T04:59:00Z'), MONTREAL).status).toBe('VALID');
    expect(recallConsent(records, patient, 'SMS', at('2026-11-11T05:00:00Z'), MONTREAL)).toEqual({
      status: 'LAPSED',
      lastVisit: '2024-11-10',
      lapsedOn: '2026-11-11',
      lapsedAt: at('2026-11-11T05:00:00Z'),
    });
  });

  it('lapses at the right midnight on the days the clocks change', () => {
    // Lapses on March 8, 2026, the day Toronto springs forward: midnight is still standard time.
    const spring = [implied('2024-03-07')];
    expect(recallConsent(spring, patient, 'SMS', at('2026-03-08T04:59:59Z'), 'America/Toronto').status).toBe(
      'VALID',
    );
    expect(
      recallConsent(spring, patient, 'SMS', at('2026-03-08T05:00:00Z'), 'America/Toronto'),
    ).toMatchObject({
      status: 'LAPSED',
      lapsedAt: at('2026-03-08T05:00:00Z'),
    });
    // Lapses on November 1, 2026, the day Halifax falls back: midnight is still daylight time.
    const fall = [implied('2024-10-31')];
    expect(recallConsent(fall, patient, 'SMS', at('2026-11-01T02:59:59Z'), 'America/Halifax').status).toBe(
      'VALID',
    );
    expect(recallConsent(fall, patient, 'SMS', at('2026-11-01T03:00:00Z'), 'America/Halifax')).toMatchObject({
      status: 'LAPSED',
      lapsedOn: '2026-11-01',
      lapsedAt: at('2026-11-01T03:00:00Z'),
    });
    // Regina keeps UTC−6 all year.
    expect(recallConsent(fall, patient, 'SMS', at('2026-11-01T05:59:59Z'), 'America/Regina').status).toBe(
      'VALID',
    );
    expect(recallConsent(fall, patient, 'SMS', at('2026-11-01T06:00:00Z'), 'America/Regina').status).toBe(
      'LAPSED',
    );
  });

  it('holds a visit on February 29 through February 28 two years later', () => {
    const records = [implied('2024-02-29')];
    expect(recallConsent(records, patient, 'SMS', at('2026-03-01T04:59:00Z'), MONTREAL).status).toBe('VALID');
    expect(recallConsent(records, patient, 'SMS', at('2026-03-01T05:00:00Z'), MONTREAL)).toMatchObject({
      status: 'LAPSED',
      lapsedOn: '2026-03-01',
    });
  });
});

describe('unsubscribing', () => {
  it('from recalls stops recalls at once and leaves appointment messages alone', () => {
    const records = [implied('2026-01-10'), withdrawal('2026-05-20T18:22:05Z', 'RECALLS')];
    expect(recallConsent(records, patient, 'SMS', at('2026-05-20T18:22:04Z'), MONTREAL).status).toBe('VALID');
    expect(recallConsent(records, patient, 'SMS', at('2026-05-20T18:22:05Z'), MONTREAL)).toEqual({
      status: 'WITHDRAWN',
      record: records[1],
    });
    expect(appointmentConsent(records, 'p1', 'SMS', at('2026-06-01T15:00:00Z'))).toEqual({ status: 'VALID' });
  });

  it('from everything stops appointment messages too, on that channel only', () => {
    const records = [withdrawal('2026-05-20T18:22:05Z', 'ALL')];
    expect(appointmentConsent(records, 'p1', 'SMS', at('2026-06-01T15:00:00Z'))).toMatchObject({
      status: 'WITHDRAWN',
    });
    expect(appointmentConsent(records, 'p1', 'EMAIL', at('2026-06-01T15:00:00Z'))).toEqual({
      status: 'VALID',
    });
    expect(recallConsent(records, patient, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL).status).toBe(
      'WITHDRAWN',
    );
  });

  it('stands after a later visit, and ends only with a new express consent', () => {
    const records = [withdrawal('2026-02-01T15:00:00Z', 'RECALLS'), implied('2026-04-01')];
    expect(recallConsent(records, patient, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL).status).toBe(
      'WITHDRAWN',
    );
    const again = [...records, express('2026-05-01T15:00:00Z')];
    expect(recallConsent(again, patient, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL)).toMatchObject({
      status: 'VALID',
      basis: 'EXPRESS',
    });
    // Consent to appointment messages given again after a withdrawal of everything restores them only.
    const all = [withdrawal('2026-02-01T15:00:00Z', 'ALL'), express('2026-05-01T15:00:00Z', 'APPOINTMENTS')];
    expect(appointmentConsent(all, 'p1', 'SMS', at('2026-06-01T15:00:00Z'))).toEqual({ status: 'VALID' });
    expect(recallConsent(all, patient, 'SMS', at('2026-06-01T15:00:00Z'), MONTREAL).status).toBe('WITHDRAWN');
  });
});
