import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  helene,
  planOf,
  tuesday,
  working,
  messageOf,
  outcomes,
  patient,
  planInput,
  preference,
} from './sending-plan.test-support';
import { SKIP_REASONS } from './sending-types';

/** The plan's kinds' states, the order of its list, and its days. */

describe('the state of a kind', () => {
  const states = (state: 'ENABLED' | 'ENABLING' | 'DISABLED' | 'DISABLING') =>
    outcomes(planOf({ preferences: [preference('REMINDER', { state })] }))['REMINDER.apt-tue.SMS'];

  it('counts ENABLING as on and DISABLING as off', () => {
    expect(states('ENABLED')).toBe('PLANNED');
    expect(states('ENABLING')).toBe('PLANNED');
    expect(states('DISABLING')).toBe('KIND_DISABLED');
    expect(states('DISABLED')).toBe('KIND_DISABLED');
  });

  it('lists nothing for a kind never configured', () => {
    const plan = planOf({ preferences: [preference('REMINDER')] });
    expect(plan.messages.every((message) => message.kind === 'REMINDER')).toBe(true);
    expect(
      buildSendingPlan(planInput({ preferences: [], patients: [helene], appointments: [tuesday] })).messages,
    ).toEqual([]);
  });

  it('lists nothing for a timing its kind cannot have or without its days', () => {
    expect(planOf({ preferences: [preference('REMINDER', { days: undefined })] }).messages).toEqual([]);
    expect(planOf({ preferences: [preference('REMINDER', { sendTiming: 'AFTER' })] }).messages).toEqual([]);
  });

  it('sends by the channels of the preference only', () => {
    expect(
      Object.keys(outcomes(planOf({ preferences: [preference('REMINDER', { channels: ['SMS'] })] }))),
    ).toEqual(['REMINDER.apt-tue.SMS']);
  });
});

describe('the list', () => {
  const anne = patient('anne', { firstName: 'Anne', lastName: 'Gagnon', language: 'EN' });
  const zoe = patient('zoe', { firstName: 'Zoé', lastName: 'Gagnon' });
  const bea = patient('bea', { firstName: 'Béatrice', lastName: 'Bélanger' });
  const sameMoment = [preference('REMINDER'), preference('CONFIRMATION', { days: 1, sendHour: 9 })];
  const plan = buildSendingPlan(
    planInput({
      preferences: sameMoment,
      patients: [zoe, anne, bea, helene],
      appointments: [
        appointment('apt-zoe', 'zoe', '2026-11-03T15:00:00Z'),
        appointment('apt-anne', 'anne', '2026-11-03T16:00:00Z'),
        appointment('apt-bea', 'bea', '2026-11-03T17:00:00Z'),
        // Notified on Friday: earlier than everyone else.
        appointment('apt-helene', 'helene', '2026-11-02T15:00:00Z'),
        ...working,
      ],
      to: '2026-11-02',
    }),
  );

  it('is in order of sending, then by last and first name, kind and channel', () => {
    expect(plan.messages.map((message) => message.id)).toEqual([
      'REMINDER.apt-helene.EMAIL',
      'REMINDER.apt-helene.SMS',
      'CONFIRMATION.apt-helene.EMAIL',
      'CONFIRMATION.apt-helene.SMS',
      'REMINDER.apt-bea.EMAIL',
      'REMINDER.apt-bea.SMS',
      'CONFIRMATION.apt-bea.EMAIL',
      'CONFIRMATION.apt-bea.SMS',
      'REMINDER.apt-anne.EMAIL',
      'REMINDER.apt-anne.SMS',
      'CONFIRMATION.apt-anne.EMAIL',
      'CONFIRMATION.apt-anne.SMS',
      'REMINDER.apt-zoe.EMAIL',
      'REMINDER.apt-zoe.SMS',
      'CONFIRMATION.apt-zoe.EMAIL',
      'CONFIRMATION.apt-zoe.SMS',
    ]);
  });

  it('writes to each patient in their language, or the practice’s', () => {
    expect(messageOf(plan, 'REMINDER.apt-anne.SMS')).toMatchObject({
      language: 'EN',
      message: { body: 'Reminder Anne: Tuesday, November 3, 11:00 a.m.' },
    });
    expect(messageOf(plan, 'REMINDER.apt-zoe.SMS').language).toBe('FR');
  });

  it('has unique, URL-safe ids, stable from one request to the next', () => {
    const ids = plan.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(encodeURIComponent(id)).toBe(id);
    // An hour later, with a list starting on Monday: the same message keeps its id.
    const later = planOf({ now: new Date('2026-10-29T13:00:00Z'), from: '2026-11-02' });
    expect(later.messages.map((message) => message.id)).toContain('REMINDER.apt-tue.SMS');
    expect(planOf({}).messages.map((message) => message.id)).toContain('REMINDER.apt-tue.SMS');
  });

  it('holds only the days of [from, to]', () => {
    const narrow = planOf({ from: '2026-11-02', to: '2026-11-02' });
    expect(narrow.messages.map((message) => message.day)).toEqual(['2026-11-02', '2026-11-02']);
    expect(narrow.days.map((day) => day.date)).toEqual(['2026-11-02']);
  });
});

describe('the days', () => {
  const plan = planOf({ from: '2026-10-29', to: '2026-11-04' });

  it('has one entry per day of [from, to], zero-filled for every kind and reason', () => {
    expect(plan.days.map((day) => day.date)).toEqual([
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    const zeros = Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0]));
    // A day without appointments nor messages.
    expect(plan.days[2]).toEqual({
      date: '2026-10-31',
      kinds: {
        REMINDER: { planned: 0, skipped: zeros },
        CONFIRMATION: { planned: 0, skipped: zeros },
        HYGIENE_RECALL: { planned: 0, skipped: zeros },
      },
      smsSegments: 0,
    });
  });

  it('counts each day’s planned messages per kind and their SMS segments', () => {
    expect(plan.days[1]).toMatchObject({
      date: '2026-10-30',
      kinds: { CONFIRMATION: { planned: 2 } },
      smsSegments: 2,
    });
    expect(plan.days[4]).toMatchObject({ date: '2026-11-02', kinds: { REMINDER: { planned: 2 } } });
  });

  it('leaves the input as it was', () => {
    const input = planInput({ patients: [helene], appointments: [tuesday, ...working] });
    const before = JSON.stringify(input);
    buildSendingPlan(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});
