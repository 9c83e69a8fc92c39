import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  confirmedAppointment,
  messageOf,
  outcomes,
  patient,
  planInput,
  preference,
  PRACTICE,
} from './sending-plan.test-support';
import { TEMPLATES } from './sending-templates.test-support';
import type {
  SendingAppointment,
  SendingPlanInput,
  SendingPreference,
  SendingTemplate,
} from './sending-types';

/**
 * The rules at their edges (docs/decisions/041-sending-rules-at-their-edges.md): bookings made
 * minutes before the appointment or after a message's moment, appointments moved after being
 * confirmed, and what a confirmed appointment's messages still say. Now is Thursday October 29,
 * 2026 at 8:00 in Montréal (12:00 UTC).
 */

const alice = patient('alice', { firstName: 'Alice', lastName: 'Tremblay' });

/** Alice's plan with these preferences and appointments, and whatever else the test changes. */
const alicePlan = (
  preferences: SendingPreference[],
  appointments: SendingAppointment[],
  overrides: Partial<SendingPlanInput> = {},
) => buildSendingPlan(planInput({ preferences, patients: [alice], appointments, ...overrides }));

const atBooking = preference('CONFIRMATION', { sendTiming: 'APPOINTMENT_CREATION', days: undefined });
const noticeAtBooking = preference('REMINDER', { notifyOnBooking: true });
const booked = (id: string, startsAt: string, createdAt: string) =>
  appointment(id, 'alice', startsAt, { createdAt });

describe('a booking made minutes before the appointment', () => {
  it('holds the request and the booking notice that would leave after it starts', () => {
    // Booked at 7:58 for 8:05: both would leave at 8:08.
    const late = booked('apt-soon', '2026-10-29T12:05:00Z', '2026-10-29T11:58:00Z');
    const plan = alicePlan([atBooking, noticeAtBooking], [late]);
    for (const id of ['CONFIRMATION.apt-soon.SMS', 'REMINDER-BOOKING.apt-soon.EMAIL']) {
      expect(messageOf(plan, id)).toMatchObject({
        scheduledAt: '2026-10-29T12:08:00Z',
        status: 'SKIPPED',
        reason: 'APPOINTMENT_STARTED',
        reasonAt: '2026-10-29T12:05:00Z',
      });
    }
    expect(plan.days[0]?.kinds.CONFIRMATION).toMatchObject({
      planned: 0,
      skipped: { APPOINTMENT_STARTED: 2 },
    });
  });

  it('holds them too when the appointment starts before they would leave, however briefly', () => {
    // Booked at 7:55 for 7:59, seen at 7:56: they would leave at 8:05.
    const late = booked('apt-now', '2026-10-29T11:59:00Z', '2026-10-29T11:55:00Z');
    const plan = alicePlan([atBooking], [late], { now: new Date('2026-10-29T11:56:00Z') });
    expect(messageOf(plan, 'CONFIRMATION.apt-now.SMS').reason).toBe('APPOINTMENT_STARTED');
  });

  it('sends them when they leave before it starts', () => {
    // Booked at 7:50 for 8:05: they leave at 8:00.
    const inTime = booked('apt-soon', '2026-10-29T12:05:00Z', '2026-10-29T11:50:00Z');
    const plan = alicePlan([atBooking], [inTime], { now: new Date('2026-10-29T11:55:00Z') });
    expect(messageOf(plan, 'CONFIRMATION.apt-soon.SMS')).toMatchObject({
      scheduledAt: '2026-10-29T12:00:00Z',
      status: 'PLANNED',
    });
  });
});

describe('a booking made after a message’s "days before" moment', () => {
  // Booked at 7:58 on Thursday for Friday 10:00: 2 business days before was Wednesday.
  const tomorrow = [
    booked('apt-fri', '2026-10-30T14:00:00Z', '2026-10-29T11:58:00Z'),
    ...busyDays('2026-10-29'),
  ];

  it('gets its confirmation request 10 minutes after the booking', () => {
    const plan = alicePlan([preference('CONFIRMATION')], tomorrow);
    expect(messageOf(plan, 'CONFIRMATION.apt-fri.SMS')).toMatchObject({
      scheduledAt: '2026-10-29T12:08:00Z',
      day: '2026-10-29',
      status: 'PLANNED',
    });
  });

  it('gets no second notification when the booking notice already goes then', () => {
    const plan = alicePlan([preference('REMINDER', { days: 2, notifyOnBooking: true })], tomorrow);
    expect(outcomes(plan)).toEqual({
      'REMINDER-BOOKING.apt-fri.EMAIL': 'PLANNED',
      'REMINDER-BOOKING.apt-fri.SMS': 'PLANNED',
    });
  });

  it('gets the notification it would have had without the booking notice', () => {
    const plan = alicePlan([preference('REMINDER', { days: 2 })], tomorrow);
    expect(messageOf(plan, 'REMINDER.apt-fri.SMS')).toMatchObject({
      scheduledAt: '2026-10-29T12:08:00Z',
      status: 'PLANNED',
    });
  });
});

describe('a confirmed appointment', () => {
  // Monday November 2 at 10:00, confirmed on October 20 for that start.
  const confirmed = confirmedAppointment('apt-mon', 'alice', '2026-11-02T15:00:00Z', '2026-10-20T12:00:00Z');
  const working = busyDays('2026-10-29', '2026-10-30', '2026-11-02');

  it('is asked again once it moves: the confirmation was for the old time', () => {
    const moved = { ...confirmed, startsAt: '2026-11-03T15:00:00Z' };
    const plan = alicePlan([preference('REMINDER'), preference('CONFIRMATION')], [moved, ...working]);
    expect(messageOf(plan, 'CONFIRMATION.apt-mon.SMS').status).toBe('PLANNED');
    expect(messageOf(plan, 'REMINDER.apt-mon.EMAIL').message?.body).toContain('Veuillez confirmer');
  });

  it('is not asked when it has not moved', () => {
    const plan = alicePlan([preference('CONFIRMATION')], [confirmed, ...working]);
    expect(messageOf(plan, 'CONFIRMATION.apt-mon.SMS').reason).toBe('ALREADY_CONFIRMED');
  });

  const withLink: SendingTemplate[] = [
    ...TEMPLATES.filter((template) => template.kind !== 'REMINDER'),
    {
      kind: 'REMINDER',
      channel: 'SMS',
      language: 'FR',
      body: 'Rendez-vous le {{date}} a {{time}}. {{confirmationRequest}} {{confirmationUrl}} Merci!',
    },
    {
      kind: 'REMINDER',
      channel: 'EMAIL',
      language: 'FR',
      subject: '{{confirmationRequest}}',
      body: 'Rendez-vous le {{date}} a {{time}}.\n{{confirmationRequest}}\n{{confirmationUrl}}\nMerci!',
    },
  ];
  const notified = (appointments: SendingAppointment[]) =>
    alicePlan([preference('REMINDER')], appointments, { templates: withLink });

  it('gets notifications without the request, its link or a gap where they were', () => {
    const plan = notified([confirmed, ...working]);
    expect(messageOf(plan, 'REMINDER.apt-mon.SMS').message?.body).toBe(
      'Rendez-vous le lundi 2 novembre a 10 h. Merci!',
    );
    expect(messageOf(plan, 'REMINDER.apt-mon.EMAIL').message?.body).toBe(
      'Rendez-vous le lundi 2 novembre a 10 h.\nMerci!',
    );
  });

  it('never gets an email with an empty subject: the clinic’s name stands in', () => {
    const plan = notified([confirmed, ...working]);
    expect(messageOf(plan, 'REMINDER.apt-mon.EMAIL').message?.subject).toBe(PRACTICE.name);
  });

  it('keeps the request and its link while it is not confirmed', () => {
    const plan = notified([appointment('apt-mon', 'alice', '2026-11-02T15:00:00Z'), ...working]);
    const email = messageOf(plan, 'REMINDER.apt-mon.EMAIL').message;
    expect(email?.subject).toBe('Veuillez confirmer votre présence.');
    expect(email?.body).toContain('https://portal.example.ca/confirmation?');
  });
});
