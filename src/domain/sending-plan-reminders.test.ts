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

/** Notifications (REMINDER) and confirmation requests: their moments and their own rule. */

const alice = patient('alice', { firstName: 'Alice', lastName: 'Tremblay' });
const bruno = patient('bruno', { firstName: 'Bruno', lastName: 'Gagnon', language: 'EN' });

describe('notifications, days business days before the appointment at sendHour', () => {
  const plan = buildSendingPlan(
    planInput({
      preferences: [preference('REMINDER')],
      patients: [alice, bruno],
      appointments: [
        // Friday October 30, 10 h EDT: its notice is due Thursday the 29th, a day without appointments.
        appointment('apt-fri', 'alice', '2026-10-30T14:00:00Z'),
        // Monday November 2, 10 h EST: 1 business day before is Friday October 30.
        appointment('apt-mon', 'alice', '2026-11-02T15:00:00Z'),
        // Tuesday November 3: Monday November 2, after the clocks went back.
        appointment('apt-tue', 'bruno', '2026-11-03T15:00:00Z'),
      ],
    }),
  );

  it('keeps 9 h in Montréal across the daylight-saving change: 13:00 UTC before, 14:00 UTC after', () => {
    expect(messageOf(plan, 'REMINDER.apt-mon.SMS')).toMatchObject({
      scheduledAt: '2026-10-30T13:00:00Z',
      day: '2026-10-30',
      status: 'PLANNED',
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.EMAIL')).toMatchObject({
      scheduledAt: '2026-11-02T14:00:00Z',
      day: '2026-11-02',
      status: 'PLANNED',
    });
  });

  it('counts back across the weekend: a Monday appointment is notified on the Friday', () => {
    expect(messageOf(plan, 'REMINDER.apt-mon.EMAIL').day).toBe('2026-10-30');
  });

  it('skips a message due on a day without appointments instead of moving it', () => {
    expect(messageOf(plan, 'REMINDER.apt-fri.SMS')).toMatchObject({
      day: '2026-10-29',
      scheduledAt: '2026-10-29T13:00:00Z',
      status: 'SKIPPED',
      reason: 'NO_APPOINTMENT_THAT_DAY',
    });
  });

  it('gives one message per channel, about the appointment, with the patient’s real text', () => {
    expect(plan.messages).toHaveLength(6);
    expect(messageOf(plan, 'REMINDER.apt-mon.SMS')).toMatchObject({
      kind: 'REMINDER',
      channel: 'SMS',
      language: 'FR',
      patient: { id: 'alice', fileNumber: 'F-alice', firstName: 'Alice', lastName: 'Tremblay' },
      appointment: { id: 'apt-mon', startsAt: '2026-11-02T15:00:00Z', type: 'Examen', hygiene: false },
      message: { body: 'Rappel Alice Tremblay: lundi 2 novembre a 10 h.' },
      smsSegments: 1,
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.EMAIL')).toMatchObject({
      language: 'EN',
      appointment: { type: 'Checkup' },
      message: {
        subject: 'Reminder',
        body: 'On Tuesday, November 3 at 10:00 a.m. - Please confirm your appointment.',
      },
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.EMAIL').smsSegments).toBeUndefined();
  });
});

describe('business days and statutory holidays', () => {
  // Friday June 19, 2026; Wednesday June 24 is Saint-Jean-Baptiste Day in Quebec only.
  const input = planInput({
    now: new Date('2026-06-19T12:00:00Z'),
    from: '2026-06-19',
    to: '2026-07-31',
    preferences: [preference('REMINDER')],
    patients: [alice],
    appointments: [
      appointment('apt-thu', 'alice', '2026-06-25T14:00:00Z'),
      appointment('apt-mon', 'alice', '2026-06-29T14:00:00Z'),
      ...busyDays('2026-06-23', '2026-06-24', '2026-06-26'),
    ],
  });

  it('skips Saint-Jean-Baptiste in Quebec: the Thursday appointment is notified on the Tuesday', () => {
    expect(messageOf(buildSendingPlan(input), 'REMINDER.apt-thu.SMS').day).toBe('2026-06-23');
  });

  it('does not skip it in Ontario', () => {
    const ontario = { ...PRACTICE, province: 'ontario' as const, timezone: 'America/Toronto' };
    expect(messageOf(buildSendingPlan({ ...input, practice: ontario }), 'REMINDER.apt-thu.SMS').day).toBe(
      '2026-06-24',
    );
  });

  it('counts several business days across a weekend', () => {
    const twoDays = { ...input, preferences: [preference('REMINDER', { days: 2 })] };
    expect(messageOf(buildSendingPlan(twoDays), 'REMINDER.apt-mon.SMS').day).toBe('2026-06-25');
    // Thursday the 25th minus 2 business days, with the 24th a holiday: Monday the 22nd.
    const reminder = messageOf(buildSendingPlan(twoDays), 'REMINDER.apt-thu.SMS');
    expect(reminder).toMatchObject({ day: '2026-06-22', reason: 'NO_APPOINTMENT_THAT_DAY' });
  });
});

describe('messages 10 minutes after booking', () => {
  const bookedJustNow = appointment('apt-new', 'alice', '2026-11-05T15:00:00Z', {
    createdAt: '2026-10-29T11:55:30.250Z',
  });
  const bookedEarlier = appointment('apt-old', 'bruno', '2026-11-05T16:00:00Z', {
    createdAt: '2026-10-29T11:45:00Z',
  });
  const atCreation = preference('CONFIRMATION', {
    sendTiming: 'APPOINTMENT_CREATION',
    days: undefined,
    sendHour: undefined,
  });

  it('asks for a confirmation 10 minutes after the appointment was booked, if that is after now', () => {
    const plan = buildSendingPlan(
      planInput({
        preferences: [atCreation],
        patients: [alice, bruno],
        appointments: [bookedJustNow, bookedEarlier, ...busyDays('2026-10-29')],
      }),
    );
    expect(outcomes(plan)).toEqual({
      'CONFIRMATION.apt-new.EMAIL': 'PLANNED',
      'CONFIRMATION.apt-new.SMS': 'PLANNED',
    });
    expect(messageOf(plan, 'CONFIRMATION.apt-new.SMS')).toMatchObject({
      scheduledAt: '2026-10-29T12:05:30Z',
      day: '2026-10-29',
      message: {
        body:
          'Alice, jeudi 5 novembre 10 h. Veuillez confirmer votre présence. ' +
          'https://portal.example.ca/confirmation?practiceId=practice-1&appointmentId=apt-new&channel=SMS&lang=fr',
      },
    });
  });

  it('sends a booking notification besides the one before the appointment, with notifyOnBooking', () => {
    const plan = buildSendingPlan(
      planInput({
        preferences: [preference('REMINDER', { notifyOnBooking: true })],
        patients: [alice],
        appointments: [bookedJustNow, ...busyDays('2026-10-29', '2026-11-04')],
      }),
    );
    expect(outcomes(plan)).toEqual({
      'REMINDER-BOOKING.apt-new.EMAIL': 'PLANNED',
      'REMINDER-BOOKING.apt-new.SMS': 'PLANNED',
      'REMINDER.apt-new.EMAIL': 'PLANNED',
      'REMINDER.apt-new.SMS': 'PLANNED',
    });
    expect(messageOf(plan, 'REMINDER-BOOKING.apt-new.SMS')).toMatchObject({
      kind: 'REMINDER',
      scheduledAt: '2026-10-29T12:05:30Z',
    });
  });

  it('also skips a booking message whose day has no appointment', () => {
    const saturday = appointment('apt-sat', 'alice', '2026-11-05T15:00:00Z', {
      createdAt: '2026-10-31T14:00:00Z',
    });
    const plan = buildSendingPlan(
      planInput({ preferences: [atCreation], patients: [alice], appointments: [saturday] }),
    );
    expect(messageOf(plan, 'CONFIRMATION.apt-sat.SMS')).toMatchObject({
      day: '2026-10-31',
      reason: 'NO_APPOINTMENT_THAT_DAY',
    });
  });
});
