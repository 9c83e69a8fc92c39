import { describe, expect, it } from 'vitest';
import { consentsByPatient, recallConsent } from '@/domain/patient-consent';
import { PREFERENCES_WORDING_VERSION } from '@/domain/preferences-wording';
import { addDays, DAY_MS, zonedInstant } from '@/domain/zoned-time';
import { practiceConsents } from '../db/patient-consents';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { practicePatients } from '../db/practice-patients';
import { preferencesKeyOf } from '../db/preferences-keys';
import { everyMessage, todayOf } from './communication-upcoming.test-support';

/** The Plateau's upcoming messages with its patients' consents (mocks/db/patient-consents.ts). */

const sixtyDays = () => {
  const today = todayOf(HISTORY_PRACTICE.id);
  return `?from=${today}&to=${addDays(today, 59)}`;
};

describe('upcoming messages and consent', () => {
  it('skips recalls without consent, or whose implied consent lapsed, dated from its local midnight', async () => {
    const recalls = await everyMessage(`${sixtyDays()}&kind=HYGIENE_RECALL`);
    const noConsent = recalls.filter((message) => message.reason === 'NO_CONSENT');
    const lapsed = recalls.filter((message) => message.reason === 'CONSENT_LAPSED');
    expect(noConsent.length).toBeGreaterThan(0);
    expect(lapsed.length).toBeGreaterThan(0);
    for (const message of lapsed) {
      // The lapse is a day's start in Montréal (05:00 or 04:00 UTC), on or before the recall's day.
      const midnight = zonedInstant(message.reasonAt!.slice(0, 10), 0, 0, 'America/Montreal');
      expect(Date.parse(message.reasonAt!)).toBe(midnight.getTime());
      expect(Date.parse(message.reasonAt!)).toBeLessThanOrEqual(Date.parse(message.scheduledAt));
    }
    // Only recalls need consent.
    const all = await everyMessage(`${sixtyDays()}&status=SKIPPED`);
    expect(
      all
        .filter((message) => message.reason === 'NO_CONSENT' || message.reason === 'CONSENT_LAPSED')
        .every((message) => message.kind === 'HYGIENE_RECALL'),
    ).toBe(true);
  });

  it('skips the recalls of a patient who left them on their page, at once, and still plans their appointments', async () => {
    const before = await everyMessage(sixtyDays());
    const recall = before.find(
      (message) =>
        message.kind === 'HYGIENE_RECALL' &&
        message.status === 'PLANNED' &&
        before.some(
          (other) =>
            other.patient.id === message.patient.id &&
            other.kind !== 'HYGIENE_RECALL' &&
            other.status === 'PLANNED',
        ),
    )!;
    expect(recall).toBeDefined();
    // The patient turns the recalls of that channel off on their own page.
    const response = await fetch(`http://localhost/api/public/practice/${HISTORY_PRACTICE.id}/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        patient: preferencesKeyOf(HISTORY_PRACTICE.id, recall.patient.id),
        wordingVersion: PREFERENCES_WORDING_VERSION,
        language: recall.language,
        choices: [{ channel: recall.channel, category: 'RECALLS', receives: false }],
      }),
    });
    expect(response.status).toBe(200);
    const after = await everyMessage(sixtyDays());
    expect(after.find((message) => message.id === recall.id)).toMatchObject({
      status: 'SKIPPED',
      reason: 'OPTED_OUT',
      optOutScope: 'RECALLS',
    });
    const appointmentsBefore = before.filter(
      (message) => message.patient.id === recall.patient.id && message.kind !== 'HYGIENE_RECALL',
    );
    const appointmentsAfter = after.filter(
      (message) => message.patient.id === recall.patient.id && message.kind !== 'HYGIENE_RECALL',
    );
    expect(appointmentsAfter).toEqual(appointmentsBefore);
  });

  it('seeds a few hundred implied consents lapsing in the next 30 days, and most patients with one', () => {
    const today = todayOf(HISTORY_PRACTICE.id);
    const records = practiceConsents(HISTORY_PRACTICE.id, today);
    const patients = new Set(records.map((record) => record.patientId));
    const recordsOf = consentsByPatient(records);
    const noon = zonedInstant(today, 12, 0, 'America/Montreal').getTime();
    const statusIn = (days: number) => {
      const counts = new Map<string, number>();
      for (const patientId of patients) {
        const consent = recallConsent(
          recordsOf(patientId),
          { id: patientId },
          'SMS',
          noon + days * DAY_MS,
          'America/Montreal',
        );
        counts.set(consent.status, (counts.get(consent.status) ?? 0) + 1);
      }
      return counts;
    };
    const now = statusIn(0);
    const inThirtyDays = statusIn(30);
    const lapsing = (inThirtyDays.get('LAPSED') ?? 0) - (now.get('LAPSED') ?? 0);
    expect(lapsing).toBeGreaterThanOrEqual(100);
    expect(lapsing).toBeLessThanOrEqual(400);
    expect(now.get('VALID')).toBeGreaterThan(2000);
    expect(now.get('WITHDRAWN')).toBeGreaterThan(10);
    // The same practice and day give the same records.
    expect(practiceConsents(HISTORY_PRACTICE.id, today)).toEqual(records);
  });

  it('keeps every STOP or ARRÊT answered as a withdrawal of everything on SMS, with the word', () => {
    const today = todayOf(HISTORY_PRACTICE.id);
    const stopped = practicePatients(HISTORY_PRACTICE.id, today).patients.flatMap((patient) =>
      patient.optOuts.filter((optOut) => optOut.channel === 'SMS').map((optOut) => ({ patient, optOut })),
    );
    expect(stopped.length).toBeGreaterThan(10);
    const records = practiceConsents(HISTORY_PRACTICE.id, today);
    for (const { patient, optOut } of stopped) {
      expect(records).toContainEqual(
        expect.objectContaining({
          patientId: patient.id,
          channel: 'SMS',
          recordedAt: optOut.at,
          recordedBy: { type: 'PATIENT' },
          basis: 'WITHDRAWN',
          scope: 'ALL',
          source: 'REPLY_KEYWORD',
          keyword: optOut.keyword,
        }),
      );
    }
  });
});
