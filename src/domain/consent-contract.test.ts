import { describe, expect, it } from 'vitest';
import { consentStanding, contractRecordsOf } from './consent-contract';
import type { ConsentRecord } from './patient-consent';

const ZONE = 'America/Toronto';
const patient = { id: 'P-1', fileNumber: '10427', firstName: 'Geneviève', lastName: 'Tremblay' };
const at = (iso: string) => Date.parse(iso);

const implied: ConsentRecord = {
  id: 'implied.P-1.SMS',
  patientId: 'P-1',
  channel: 'SMS',
  recordedAt: '2024-11-10T15:00:00Z',
  recordedBy: { type: 'PRACTICE_SYSTEM' },
  basis: 'IMPLIED',
  category: 'RECALLS',
  lastVisit: '2024-11-10',
};

const withdrawal = (scope: 'RECALLS' | 'APPOINTMENTS' | 'ALL'): ConsentRecord => ({
  id: `withdrawn.${scope}`,
  patientId: 'P-1',
  channel: 'SMS',
  recordedAt: '2026-10-20T14:00:00Z',
  recordedBy: { type: 'PATIENT' },
  basis: 'WITHDRAWN',
  scope,
  source: 'PATIENT_PAGE',
  wordingVersion: '2026-01',
  language: 'FR',
});

describe('the consent records as the contract names them', () => {
  it('writes an implied consent as its visit, valid until the start of its lapse day in the zone', () => {
    expect(contractRecordsOf(implied, patient, ZONE)).toEqual([
      expect.objectContaining({
        basis: 'IMPLIED',
        source: 'VISIT',
        category: 'RECALLS',
        recordedBy: { kind: 'SYSTEM' },
        // The day after the second anniversary, 00:00 in Toronto (EST, UTC−5).
        validUntil: '2026-11-11T05:00:00.000Z',
      }),
    ]);
  });

  it('writes a withdrawal of everything as one per category, with what the patient saw', () => {
    const rows = contractRecordsOf(withdrawal('ALL'), patient, ZONE);
    expect(rows.map((row) => row.category)).toEqual(['APPOINTMENTS', 'RECALLS']);
    expect(rows[0]).toMatchObject({
      basis: 'WITHDRAWN',
      recordedBy: { kind: 'PATIENT' },
      wordingVersion: '2026-01',
    });
  });

  it('stands as the sending rules judge: implied, then lapsed the day after two years', () => {
    const standing = (
      records: ConsentRecord[],
      iso: string,
      category: 'RECALLS' | 'APPOINTMENTS' = 'RECALLS',
    ) => consentStanding(records, { id: 'P-1' }, 'SMS', category, at(iso), ZONE);
    expect(standing([implied], '2026-11-11T04:59:00Z')).toEqual({
      standing: 'IMPLIED',
      lastVisit: '2024-11-10',
      lapsesOn: '2026-11-11',
    });
    expect(standing([implied], '2026-11-11T05:00:00Z').standing).toBe('LAPSED');
    expect(standing([], '2026-11-11T05:00:00Z').standing).toBe('NONE');
  });

  it('keeps appointment messages when the patient unsubscribed from recalls only', () => {
    const records = [implied, withdrawal('RECALLS')];
    const now = '2026-11-01T12:00:00Z';
    expect(consentStanding(records, { id: 'P-1' }, 'SMS', 'RECALLS', at(now), ZONE).standing).toBe(
      'WITHDRAWN',
    );
    expect(consentStanding(records, { id: 'P-1' }, 'SMS', 'APPOINTMENTS', at(now), ZONE).standing).toBe(
      'IMPLIED',
    );
    const all = [implied, withdrawal('ALL')];
    expect(consentStanding(all, { id: 'P-1' }, 'SMS', 'APPOINTMENTS', at(now), ZONE).standing).toBe(
      'WITHDRAWN',
    );
  });
});
