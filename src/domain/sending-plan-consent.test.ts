import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  messageOf,
  outcomes,
  patient,
  planInput,
  PRACTICE,
  preference,
} from './sending-plan.test-support';
import { impliedConsents, pageWithdrawal } from './sending-consents.test-support';
import type { SendingPlanInput } from './sending-types';

/** Consent and quiet hours in the plan: what the upcoming messages show of them. */

// Due for a cleaning on Tuesday November 10 (recalled at 11 h), and seen for a checkup on the 12th.
const nadia = patient('nadia', { hygieneDueDate: '2026-11-10', lastHygieneVisit: '2026-05-10' });
const checkup = appointment('apt-nadia', 'nadia', '2026-11-12T15:00:00Z');
const working = busyDays('2026-11-10', '2026-11-11');

const planOf = (overrides: Partial<SendingPlanInput>) =>
  buildSendingPlan(planInput({ patients: [nadia], appointments: [checkup, ...working], ...overrides }));

const withdrawal = (scope: 'RECALLS' | 'ALL') => pageWithdrawal('nadia', '2026-10-20T18:22:05Z', scope);

describe('a recall needs consent', () => {
  it('is skipped with NO_CONSENT on a channel without one, while appointment messages go', () => {
    const consents = impliedConsents([nadia]).filter((record) => record.channel === 'EMAIL');
    expect(outcomes(planOf({ consents }))).toEqual({
      'CONFIRMATION.apt-nadia.EMAIL': 'PLANNED',
      'CONFIRMATION.apt-nadia.SMS': 'PLANNED',
      'HYGIENE_RECALL.nadia.2026-11-10.EMAIL': 'PLANNED',
      'HYGIENE_RECALL.nadia.2026-11-10.SMS': 'NO_CONSENT',
      'REMINDER.apt-nadia.EMAIL': 'PLANNED',
      'REMINDER.apt-nadia.SMS': 'PLANNED',
    });
  });

  it('is skipped with CONSENT_LAPSED from the day after the visit’s second anniversary', () => {
    // Seen on November 10, 2024: a recall on the 10th goes, one on the 11th does not.
    const seen = { ...nadia, lastHygieneVisit: '2024-11-10' };
    const consents = impliedConsents([seen]);
    expect(
      messageOf(planOf({ patients: [seen], consents }), 'HYGIENE_RECALL.nadia.2026-11-10.SMS').status,
    ).toBe('PLANNED');
    const dayAfter = { ...seen, hygieneDueDate: '2026-11-11' };
    expect(
      messageOf(planOf({ patients: [dayAfter], consents }), 'HYGIENE_RECALL.nadia.2026-11-11.SMS'),
    ).toMatchObject({
      status: 'SKIPPED',
      reason: 'CONSENT_LAPSED',
      // Midnight in Montréal, standard time since November 1.
      reasonAt: '2026-11-11T05:00:00Z',
    });
  });
});

describe('unsubscribing', () => {
  it('from recalls skips the recall as OPTED_OUT, RECALLS, and keeps the appointment messages', () => {
    const plan = planOf({ consents: [...impliedConsents([nadia]), withdrawal('RECALLS')] });
    expect(messageOf(plan, 'HYGIENE_RECALL.nadia.2026-11-10.SMS')).toMatchObject({
      status: 'SKIPPED',
      reason: 'OPTED_OUT',
      optOutScope: 'RECALLS',
      reasonAt: '2026-10-20T18:22:05Z',
    });
    expect(outcomes(plan)).toMatchObject({
      'HYGIENE_RECALL.nadia.2026-11-10.EMAIL': 'PLANNED',
      'REMINDER.apt-nadia.SMS': 'PLANNED',
      'CONFIRMATION.apt-nadia.SMS': 'PLANNED',
    });
  });

  it('from everything stops the appointment messages of that channel too', () => {
    const plan = planOf({ consents: [...impliedConsents([nadia]), withdrawal('ALL')] });
    expect(messageOf(plan, 'REMINDER.apt-nadia.SMS')).toMatchObject({
      reason: 'OPTED_OUT',
      optOutScope: 'ALL',
    });
    expect(outcomes(plan)).toMatchObject({
      'HYGIENE_RECALL.nadia.2026-11-10.SMS': 'OPTED_OUT',
      'CONFIRMATION.apt-nadia.SMS': 'OPTED_OUT',
      'REMINDER.apt-nadia.EMAIL': 'PLANNED',
    });
  });
});

describe('quiet hours', () => {
  const zoned = (timezone: string) => ({ ...PRACTICE, timezone, province: 'ontario' as const });
  /** A booking notice of an appointment booked at `bookedAt`, with the plan's now 12 hours before. */
  const bookingNotice = (timezone: string, bookedAt: string, startsAt: string, day: string) => {
    const booked = appointment('apt-late', 'nadia', startsAt, { createdAt: bookedAt });
    const now = new Date(Date.parse(bookedAt) - 12 * 3_600_000);
    const today = now.toISOString().slice(0, 10);
    return messageOf(
      buildSendingPlan(
        planInput({
          practice: zoned(timezone),
          now,
          from: today,
          to: '2026-12-31',
          preferences: [preference('REMINDER', { notifyOnBooking: true })],
          patients: [nadia],
          appointments: [booked, ...busyDays(day)],
        }),
      ),
      'REMINDER-BOOKING.apt-late.SMS',
    );
  };

  it('holds a notice of a booking made at 22:30 until 8:00, as the clocks spring forward', () => {
    // Saturday March 7, 2026 at 22:30 in Toronto (UTC−5); 8:00 on Sunday is daylight time (UTC−4).
    expect(
      bookingNotice('America/Toronto', '2026-03-08T03:30:00Z', '2026-03-10T14:00:00Z', '2026-03-08'),
    ).toMatchObject({
      status: 'PLANNED',
      heldFrom: '2026-03-08T03:40:00Z',
      scheduledAt: '2026-03-08T12:00:00Z',
      day: '2026-03-08',
    });
    // Halifax: UTC−4, then UTC−3.
    expect(
      bookingNotice('America/Halifax', '2026-03-08T02:30:00Z', '2026-03-10T14:00:00Z', '2026-03-08'),
    ).toMatchObject({ heldFrom: '2026-03-08T02:40:00Z', scheduledAt: '2026-03-08T11:00:00Z' });
  });

  it('holds it until 8:00 standard time as the clocks fall back', () => {
    // Saturday October 31 at 22:30 in Toronto (UTC−4); 8:00 on Sunday is standard time (UTC−5).
    expect(
      bookingNotice('America/Toronto', '2026-11-01T02:30:00Z', '2026-11-03T15:00:00Z', '2026-11-01'),
    ).toMatchObject({ heldFrom: '2026-11-01T02:40:00Z', scheduledAt: '2026-11-01T13:00:00Z' });
    expect(
      bookingNotice('America/Halifax', '2026-11-01T01:30:00Z', '2026-11-03T15:00:00Z', '2026-11-01'),
    ).toMatchObject({ heldFrom: '2026-11-01T01:40:00Z', scheduledAt: '2026-11-01T12:00:00Z' });
  });

  it('holds it until 8:00 in Regina, which keeps UTC−6 all year', () => {
    expect(
      bookingNotice('America/Regina', '2026-03-08T04:30:00Z', '2026-03-10T15:00:00Z', '2026-03-08'),
    ).toMatchObject({ heldFrom: '2026-03-08T04:40:00Z', scheduledAt: '2026-03-08T14:00:00Z' });
  });

  it('judges the other rules at the held moment: an appointment begun by then is APPOINTMENT_STARTED', () => {
    // Booked at 22:30 for 7:45 the next morning: 8:00 is too late.
    expect(
      bookingNotice('America/Toronto', '2026-01-15T03:30:00Z', '2026-01-15T12:45:00Z', '2026-01-15'),
    ).toMatchObject({
      status: 'SKIPPED',
      reason: 'APPOINTMENT_STARTED',
      heldFrom: '2026-01-15T03:40:00Z',
      scheduledAt: '2026-01-15T13:00:00Z',
    });
  });

  it('leaves a message of the day alone', () => {
    const notice = bookingNotice(
      'America/Toronto',
      '2026-01-15T15:30:00Z',
      '2026-01-20T15:00:00Z',
      '2026-01-15',
    );
    expect(notice.scheduledAt).toBe('2026-01-15T15:40:00Z');
    expect(notice.heldFrom).toBeUndefined();
  });
});
