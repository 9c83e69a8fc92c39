import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  CLEANING,
  messageOf,
  outcomes,
  patient,
  planInput,
  preference,
} from './sending-plan.test-support';
import { twoYearsBefore } from './sending-reasons';
import type { SendingPatient, SendingPreference } from './sending-types';

/** Hygiene recalls: calendar days around the due date, and their audience (SPEC §9). */

// Tuesday November 10, 2026, at 11 h EST (16:00 UTC) with the fixture's preference.
const carole = patient('carole', { firstName: 'Carole', lastName: 'Roy', hygieneDueDate: '2026-11-10' });

const recallPlan = (
  patients: SendingPatient[],
  options: { preference?: Partial<SendingPreference>; appointments?: ReturnType<typeof appointment>[] } = {},
) =>
  buildSendingPlan(
    planInput({
      preferences: [preference('HYGIENE_RECALL', options.preference)],
      patients,
      appointments: options.appointments ?? busyDays('2026-11-03', '2026-11-07', '2026-11-10', '2026-11-17'),
    }),
  );

describe('the moment of a recall', () => {
  it('is the due date at sendHour with NONE', () => {
    const plan = recallPlan([carole]);
    expect(outcomes(plan)).toEqual({
      'HYGIENE_RECALL.carole.2026-11-10.EMAIL': 'PLANNED',
      'HYGIENE_RECALL.carole.2026-11-10.SMS': 'PLANNED',
    });
    expect(messageOf(plan, 'HYGIENE_RECALL.carole.2026-11-10.SMS')).toMatchObject({
      kind: 'HYGIENE_RECALL',
      scheduledAt: '2026-11-10T16:00:00Z',
      day: '2026-11-10',
      dueDate: '2026-11-10',
      message: { body: 'Carole, nettoyage du 10 novembre 2026.' },
      smsSegments: 1,
    });
    expect(messageOf(plan, 'HYGIENE_RECALL.carole.2026-11-10.SMS').appointment).toBeUndefined();
  });

  it('is days calendar days before the due date with BEFORE, weekends included', () => {
    const plan = recallPlan([carole], { preference: { sendTiming: 'BEFORE', days: 3 } });
    // Three calendar days before Tuesday the 10th: Saturday the 7th, a day the clinic works.
    expect(messageOf(plan, 'HYGIENE_RECALL.carole.2026-11-10.EMAIL')).toMatchObject({
      day: '2026-11-07',
      scheduledAt: '2026-11-07T16:00:00Z',
      status: 'PLANNED',
      message: { subject: 'Rappel', body: 'Nettoyage du 10 novembre 2026.' },
    });
  });

  it('is days calendar days after the due date with AFTER', () => {
    const plan = recallPlan([carole], { preference: { sendTiming: 'AFTER', days: 7, sendHour: 9 } });
    expect(messageOf(plan, 'HYGIENE_RECALL.carole.2026-11-10.SMS')).toMatchObject({
      day: '2026-11-17',
      scheduledAt: '2026-11-17T14:00:00Z',
    });
  });

  it('lists nothing for a patient without a due date, or a recall whose moment is past', () => {
    const noDue = patient('denis');
    const past = patient('emma', { hygieneDueDate: '2026-10-29' });
    // Due today at 11 h (15:00 UTC) is still to come; due yesterday is not.
    const yesterday = patient('felix', { hygieneDueDate: '2026-10-28' });
    const plan = recallPlan([noDue, past, yesterday], { appointments: busyDays('2026-10-29') });
    expect(Object.keys(outcomes(plan))).toEqual([
      'HYGIENE_RECALL.emma.2026-10-29.EMAIL',
      'HYGIENE_RECALL.emma.2026-10-29.SMS',
    ]);
    const earlyHour = recallPlan([past], {
      preference: { sendHour: 7 },
      appointments: busyDays('2026-10-29'),
    });
    expect(earlyHour.messages).toEqual([]);
  });
});

describe('the spring daylight-saving change', () => {
  const spring = (dueDate: string, sendHour: number) =>
    buildSendingPlan(
      planInput({
        now: new Date('2026-03-05T12:00:00Z'),
        from: '2026-03-05',
        to: '2026-03-31',
        preferences: [preference('HYGIENE_RECALL', { sendHour })],
        patients: [patient('gina', { hygieneDueDate: dueDate, lastHygieneVisit: '2025-09-01' })],
        appointments: busyDays('2026-03-07', '2026-03-08', '2026-03-09'),
      }),
    ).messages[0];

  it('keeps 9 h on both sides of it: 14:00 UTC on Saturday, 13:00 UTC on Monday', () => {
    expect(spring('2026-03-07', 9)?.scheduledAt).toBe('2026-03-07T14:00:00Z');
    expect(spring('2026-03-09', 9)?.scheduledAt).toBe('2026-03-09T13:00:00Z');
    expect(spring('2026-03-08', 9)?.scheduledAt).toBe('2026-03-08T13:00:00Z');
  });

  it('holds a night hour, 2 h skipped by the change included, until 8:00 daylight time', () => {
    // 2 h does not exist on March 8: it is 3 h, the first instant after the gap, then held.
    expect(spring('2026-03-08', 2)).toMatchObject({
      scheduledAt: '2026-03-08T12:00:00Z',
      heldFrom: '2026-03-08T07:00:00Z',
    });
    expect(spring('2026-03-08', 1)).toMatchObject({
      scheduledAt: '2026-03-08T12:00:00Z',
      heldFrom: '2026-03-08T06:00:00Z',
    });
    expect(spring('2026-03-08', 8)).toMatchObject({ scheduledAt: '2026-03-08T12:00:00Z' });
    expect(spring('2026-03-08', 8)?.heldFrom).toBeUndefined();
  });
});

describe('the audience of recalls', () => {
  it('skips a patient with an upcoming hygiene appointment, naming it', () => {
    const booked = appointment('apt-clean', 'carole', '2026-11-20T15:00:00Z', { type: CLEANING });
    const plan = recallPlan([carole], { appointments: [booked, ...busyDays('2026-11-10')] });
    expect(messageOf(plan, 'HYGIENE_RECALL.carole.2026-11-10.SMS')).toMatchObject({
      status: 'SKIPPED',
      reason: 'UPCOMING_HYGIENE_APPOINTMENT',
      reasonAt: '2026-11-20T15:00:00Z',
      appointment: { id: 'apt-clean', startsAt: '2026-11-20T15:00:00Z', type: 'Nettoyage', hygiene: true },
      // The recall's own text has no appointment in it.
      message: { body: 'Carole, nettoyage du 10 novembre 2026.' },
    });
  });

  it('does not count a hygiene appointment before the recall, a cancelled one or another type', () => {
    const appointments = [
      // The same day at 9 h, before the recall at 11 h.
      appointment('apt-morning', 'carole', '2026-11-10T14:00:00Z', { type: CLEANING }),
      appointment('apt-cancelled', 'carole', '2026-11-20T15:00:00Z', { type: CLEANING, cancelled: true }),
      appointment('apt-checkup', 'carole', '2026-11-24T15:00:00Z'),
    ];
    expect(outcomes(recallPlan([carole], { appointments }))).toEqual({
      'HYGIENE_RECALL.carole.2026-11-10.EMAIL': 'PLANNED',
      'HYGIENE_RECALL.carole.2026-11-10.SMS': 'PLANNED',
    });
  });

  it('skips a patient whose last hygiene visit is more than 2 years before the recall’s day', () => {
    const lapsed = { ...carole, lastHygieneVisit: '2024-11-09' };
    expect(messageOf(recallPlan([lapsed]), 'HYGIENE_RECALL.carole.2026-11-10.EMAIL')).toMatchObject({
      reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS',
      // Midnight of that day in Montréal (EST).
      reasonAt: '2024-11-09T05:00:00Z',
    });
    const twoYearsToTheDay = { ...carole, lastHygieneVisit: '2024-11-10' };
    expect(messageOf(recallPlan([twoYearsToTheDay]), 'HYGIENE_RECALL.carole.2026-11-10.EMAIL').status).toBe(
      'PLANNED',
    );
  });

  it('skips a patient who never had a hygiene visit, with no date to show', () => {
    const never = { ...carole, lastHygieneVisit: undefined };
    const recall = messageOf(recallPlan([never]), 'HYGIENE_RECALL.carole.2026-11-10.SMS');
    expect(recall).toMatchObject({ status: 'SKIPPED', reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS' });
    expect(recall.reasonAt).toBeUndefined();
  });

  it('names the upcoming appointment before the missing visit, and the missing visit before the day', () => {
    const never = { ...carole, lastHygieneVisit: undefined };
    const booked = appointment('apt-clean', 'carole', '2026-11-20T15:00:00Z', { type: CLEANING });
    expect(
      messageOf(recallPlan([never], { appointments: [booked] }), 'HYGIENE_RECALL.carole.2026-11-10.SMS')
        .reason,
    ).toBe('UPCOMING_HYGIENE_APPOINTMENT');
    expect(
      messageOf(recallPlan([never], { appointments: [] }), 'HYGIENE_RECALL.carole.2026-11-10.SMS').reason,
    ).toBe('NO_HYGIENE_VISIT_IN_TWO_YEARS');
  });

  it('counts two years back to the same day, February 29 to February 28', () => {
    expect(twoYearsBefore('2026-11-10')).toBe('2024-11-10');
    expect(twoYearsBefore('2028-02-29')).toBe('2026-02-28');
    expect(twoYearsBefore('2026-03-01')).toBe('2024-03-01');
  });
});
