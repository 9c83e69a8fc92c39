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
} from './sending-plan.test-support';

/** Confirmed, cancelled and past appointments: what the plan sends them, or not. */

const alice = patient('alice', { firstName: 'Alice', lastName: 'Tremblay' });
const bruno = patient('bruno', { firstName: 'Bruno', lastName: 'Gagnon', language: 'EN' });

describe('a confirmed appointment', () => {
  const confirmed = confirmedAppointment(
    'apt-ok',
    'alice',
    '2026-11-04T15:00:00Z',
    '2026-10-28T20:00:00.500Z',
  );
  const unconfirmed = appointment('apt-wait', 'bruno', '2026-11-04T16:00:00Z');
  const plan = buildSendingPlan(
    planInput({
      preferences: [preference('REMINDER'), preference('CONFIRMATION')],
      patients: [alice, bruno],
      appointments: [confirmed, unconfirmed, ...busyDays('2026-11-02', '2026-11-03')],
    }),
  );

  it('gets no confirmation request, and the list says when it was confirmed', () => {
    expect(messageOf(plan, 'CONFIRMATION.apt-ok.SMS')).toMatchObject({
      day: '2026-11-02',
      scheduledAt: '2026-11-02T15:00:00Z',
      status: 'SKIPPED',
      reason: 'ALREADY_CONFIRMED',
      reasonAt: '2026-10-28T20:00:00Z',
    });
    expect(messageOf(plan, 'CONFIRMATION.apt-wait.SMS').status).toBe('PLANNED');
  });

  it('still gets its notification, whose confirmation request is empty', () => {
    expect(messageOf(plan, 'REMINDER.apt-ok.EMAIL')).toMatchObject({
      status: 'PLANNED',
      message: { body: 'Le mercredi 4 novembre a 10 h -' },
    });
    expect(messageOf(plan, 'REMINDER.apt-wait.EMAIL').message?.body).toBe(
      'On Wednesday, November 4 at 11:00 a.m. - Please confirm your appointment.',
    );
  });

  it('is asked again when it was confirmed only after the request’s moment', () => {
    // Not possible with real data (a confirmation is in the past), but the rule is "before its moment".
    const late = { ...confirmed, confirmedAt: '2026-11-02T15:00:01Z' };
    const again = buildSendingPlan(
      planInput({
        preferences: [preference('CONFIRMATION')],
        patients: [alice],
        appointments: [late, ...busyDays('2026-11-02')],
      }),
    );
    expect(messageOf(again, 'CONFIRMATION.apt-ok.SMS').status).toBe('PLANNED');
  });
});

describe('appointments that give no message', () => {
  it('lists nothing for a cancelled appointment, whose day does not count as a working day', () => {
    const plan = buildSendingPlan(
      planInput({
        preferences: [preference('REMINDER')],
        patients: [alice, bruno],
        appointments: [
          appointment('apt-cancelled', 'alice', '2026-11-03T15:00:00Z', { cancelled: true }),
          appointment('apt-tue', 'bruno', '2026-11-03T16:00:00Z'),
          appointment('apt-mon-cancelled', 'bruno', '2026-11-02T15:00:00Z', { cancelled: true }),
        ],
      }),
    );
    expect(outcomes(plan)).toEqual({
      'REMINDER.apt-tue.EMAIL': 'NO_APPOINTMENT_THAT_DAY',
      'REMINDER.apt-tue.SMS': 'NO_APPOINTMENT_THAT_DAY',
    });
  });

  it('lists nothing for an appointment that has begun or whose moment is past', () => {
    const plan = buildSendingPlan(
      planInput({
        preferences: [preference('REMINDER')],
        patients: [alice],
        // Friday the 30th: notified Thursday the 29th at 9 h, 13:00 UTC, after now (12:00 UTC).
        appointments: [
          appointment('apt-today', 'alice', '2026-10-29T11:00:00Z'),
          appointment('apt-fri', 'alice', '2026-10-30T14:00:00Z'),
        ],
      }),
    );
    expect(Object.keys(outcomes(plan))).toEqual(['REMINDER.apt-fri.EMAIL', 'REMINDER.apt-fri.SMS']);
    const later = buildSendingPlan({ ...planInputAt('2026-10-29T13:00:00Z'), patients: [alice] });
    expect(later.messages).toEqual([]);
  });
});

/** The plan a little later: a message due at the very moment of now has gone. */
const planInputAt = (now: string) =>
  planInput({
    now: new Date(now),
    preferences: [preference('REMINDER')],
    appointments: [appointment('apt-fri', 'alice', '2026-10-30T14:00:00Z'), ...busyDays('2026-10-29')],
  });
