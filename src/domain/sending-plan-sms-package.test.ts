import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  messageOf,
  outcomes,
  patient,
  planInput,
  preference,
} from './sending-plan.test-support';
import { TEMPLATES } from './sending-templates.test-support';
import type { SendingPlanInput } from './sending-types';

/** The monthly SMS package: segments of the real texts, suspension, the next month, the forecast. */

const adam = patient('adam', { lastName: 'Adam' });
const bois = patient('bois', { lastName: 'Bois' });
const caron = patient('caron', { lastName: 'Caron' });
const dion = patient('dion', { lastName: 'Dion' });

/**
 * Four patients notified on Thursday October 29 at 9 h (one segment each), Adam again on Friday
 * the 30th, Bois on Monday November 2: a package of 4 segments of which 1 is used.
 */
const runningOut = (overrides: Partial<SendingPlanInput> = {}) =>
  planInput({
    preferences: [preference('REMINDER')],
    patients: [dion, caron, bois, adam],
    appointments: [
      ...[adam, bois, caron, dion].map(({ id }) => appointment(`fri-${id}`, id, '2026-10-30T14:00:00Z')),
      appointment('mon-adam', 'adam', '2026-11-02T15:00:00Z'),
      appointment('tue-bois', 'bois', '2026-11-03T15:00:00Z'),
      ...busyDays('2026-10-29'),
    ],
    smsPackage: { limit: 4, used: 1, warningPercent: 80 },
    from: '2026-10-30',
    to: '2026-11-30',
    ...overrides,
  });

describe('an SMS package running out mid-range', () => {
  const plan = buildSendingPlan(runningOut());

  it('skips the first SMS that no longer fits and every later SMS of the month, even before from', () => {
    // The list starts on the 30th, but the SMS of the 29th used the package first.
    expect(outcomes(plan)).toEqual({
      'REMINDER.mon-adam.EMAIL': 'PLANNED',
      'REMINDER.mon-adam.SMS': 'SMS_PACKAGE_EXHAUSTED',
      'REMINDER.tue-bois.EMAIL': 'PLANNED',
      'REMINDER.tue-bois.SMS': 'PLANNED',
    });
  });

  it('takes the SMS in order of sending: same moment, by patient name', () => {
    const fromToday = buildSendingPlan(runningOut({ from: '2026-10-29' }));
    expect(
      fromToday.messages.filter((message) => message.channel === 'SMS' && message.day === '2026-10-29'),
    ).toMatchObject([
      { id: 'REMINDER.fri-adam.SMS', status: 'PLANNED', smsSegments: 1 },
      { id: 'REMINDER.fri-bois.SMS', status: 'PLANNED' },
      { id: 'REMINDER.fri-caron.SMS', status: 'PLANNED' },
      { id: 'REMINDER.fri-dion.SMS', status: 'SKIPPED', reason: 'SMS_PACKAGE_EXHAUSTED', smsSegments: 1 },
    ]);
  });

  it('still plans the emails and plans SMS again from the next month', () => {
    expect(messageOf(plan, 'REMINDER.mon-adam.EMAIL').status).toBe('PLANNED');
    expect(messageOf(plan, 'REMINDER.tue-bois.SMS')).toMatchObject({ day: '2026-11-02', status: 'PLANNED' });
  });

  it('forecasts each month: used, planned, projected, through and the day sending is suspended', () => {
    expect(plan.forecast).toMatchObject({ limit: 4, warningPercent: 80 });
    expect(plan.forecast.months).toEqual([
      {
        month: '2026-10',
        used: 1,
        planned: 3,
        projected: 4,
        through: '2026-10-31',
        exhaustedOn: '2026-10-29',
      },
      { month: '2026-11', used: 0, planned: 1, projected: 1, through: '2026-11-30' },
    ]);
  });

  it('gives each day from today its planned segments and the month’s total so far', () => {
    const { daily } = plan.forecast;
    expect(daily).toHaveLength(33);
    expect(daily.slice(0, 6)).toEqual([
      { date: '2026-10-29', segments: 3, cumulative: 4 },
      { date: '2026-10-30', segments: 0, cumulative: 4 },
      { date: '2026-10-31', segments: 0, cumulative: 4 },
      { date: '2026-11-01', segments: 0, cumulative: 0 },
      { date: '2026-11-02', segments: 1, cumulative: 1 },
      { date: '2026-11-03', segments: 0, cumulative: 1 },
    ]);
    expect(daily.at(-1)).toEqual({ date: '2026-11-30', segments: 0, cumulative: 1 });
  });

  it('counts the day’s skipped SMS under its reason and its segments only when planned', () => {
    const friday = plan.days.find((day) => day.date === '2026-10-30');
    expect(friday?.kinds.REMINDER).toMatchObject({ planned: 1, skipped: { SMS_PACKAGE_EXHAUSTED: 1 } });
    expect(friday?.smsSegments).toBe(0);
    expect(plan.days.find((day) => day.date === '2026-11-02')).toMatchObject({
      kinds: { REMINDER: { planned: 2 } },
      smsSegments: 1,
    });
  });
});

describe('the package’s limits', () => {
  it('sends no SMS for the rest of a month whose package is already used up', () => {
    const plan = buildSendingPlan(runningOut({ smsPackage: { limit: 4, used: 4, warningPercent: 80 } }));
    expect(plan.forecast.months[0]).toMatchObject({
      used: 4,
      planned: 0,
      projected: 4,
      exhaustedOn: '2026-10-29',
    });
    expect(messageOf(plan, 'REMINDER.tue-bois.SMS').status).toBe('PLANNED');
  });

  it('lets an SMS through that fills the package exactly, and runs out on its day', () => {
    const plan = buildSendingPlan(runningOut({ smsPackage: { limit: 5, used: 1, warningPercent: 80 } }));
    // The four SMS of the 29th take the last segment: Adam's of the 30th is the first held.
    expect(plan.forecast.months[0]).toMatchObject({ planned: 4, projected: 5, exhaustedOn: '2026-10-29' });
    expect(messageOf(plan, 'REMINDER.mon-adam.SMS').reason).toBe('SMS_PACKAGE_EXHAUSTED');
  });

  it('runs out on the day the last segment goes, even with nothing planned after it', () => {
    // 999 of 1,000 used, one SMS of one segment: the month is full once it has left.
    const plan = buildSendingPlan(
      runningOut({
        patients: [adam],
        appointments: [appointment('fri-adam', 'adam', '2026-10-30T14:00:00Z'), ...busyDays('2026-10-29')],
        smsPackage: { limit: 1_000, used: 999, warningPercent: 80 },
        from: '2026-10-29',
      }),
    );
    expect(messageOf(plan, 'REMINDER.fri-adam.SMS').status).toBe('PLANNED');
    expect(plan.forecast.months[0]).toMatchObject({
      planned: 1,
      projected: 1_000,
      exhaustedOn: '2026-10-29',
    });
  });

  it('is not used by SMS skipped for another reason', () => {
    const optedOut = {
      ...adam,
      optOuts: [{ channel: 'SMS' as const, at: '2026-10-01T12:00:00Z', keyword: 'STOP' }],
    };
    const plan = buildSendingPlan(
      runningOut({
        from: '2026-10-29',
        patients: [optedOut, bois],
        smsPackage: { limit: 1, used: 0, warningPercent: 80 },
      }),
    );
    expect(messageOf(plan, 'REMINDER.fri-adam.SMS').reason).toBe('OPTED_OUT');
    expect(messageOf(plan, 'REMINDER.fri-bois.SMS').status).toBe('PLANNED');
    expect(plan.forecast.months[0]).toMatchObject({ planned: 1, projected: 1 });
  });
});

describe('messages without a template', () => {
  it('are held with NO_TEMPLATE, counted so, and take no segment', () => {
    const plan = buildSendingPlan(
      runningOut({
        templates: TEMPLATES.filter((template) => template.kind !== 'REMINDER' || template.language !== 'FR'),
      }),
    );
    const sms = messageOf(plan, 'REMINDER.tue-bois.SMS');
    expect(sms).toMatchObject({ status: 'SKIPPED', reason: 'NO_TEMPLATE' });
    expect(sms.message).toBeUndefined();
    expect(sms.smsSegments).toBeUndefined();
    expect(messageOf(plan, 'REMINDER.tue-bois.EMAIL').reason).toBe('NO_TEMPLATE');
    expect(plan.forecast.months.map((month) => month.planned)).toEqual([0, 0]);
    const day = plan.days.find((summary) => summary.date === sms.day);
    expect(day?.kinds.REMINDER).toMatchObject({ planned: 0, skipped: { NO_TEMPLATE: 2 } });
    expect(day?.smsSegments).toBe(0);
  });

  it('leave a patient’s own reason first: the count says what a template would send', () => {
    const optedOut = { ...bois, optOuts: [{ channel: 'SMS' as const, at: '2026-10-01T12:00:00Z' }] };
    const plan = buildSendingPlan(runningOut({ patients: [optedOut, adam], templates: [] }));
    expect(messageOf(plan, 'REMINDER.tue-bois.SMS').reason).toBe('OPTED_OUT');
    expect(messageOf(plan, 'REMINDER.mon-adam.SMS').reason).toBe('NO_TEMPLATE');
  });
});

describe('the forecast’s window', () => {
  it('runs to the end of the current month when the list stops earlier', () => {
    const plan = buildSendingPlan(runningOut({ from: '2026-10-29', to: '2026-10-30' }));
    expect(plan.days.map((day) => day.date)).toEqual(['2026-10-29', '2026-10-30']);
    expect(plan.forecast.daily.at(-1)?.date).toBe('2026-10-31');
    expect(plan.forecast.months).toEqual([
      {
        month: '2026-10',
        used: 1,
        planned: 3,
        projected: 4,
        through: '2026-10-31',
        exhaustedOn: '2026-10-29',
      },
    ]);
  });

  it('runs to the list’s end when it is later, the last month stopping there', () => {
    const plan = buildSendingPlan(runningOut({ to: '2026-12-15' }));
    expect(plan.forecast.months.map(({ month, through }) => [month, through])).toEqual([
      ['2026-10', '2026-10-31'],
      ['2026-11', '2026-11-30'],
      ['2026-12', '2026-12-15'],
    ]);
    expect(plan.forecast.daily.at(-1)).toEqual({ date: '2026-12-15', segments: 0, cumulative: 0 });
  });
});
