import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  CLEANING,
  impliedConsents,
  messageOf,
  outcomes,
  patient,
  planInput,
  preference,
  TEMPLATES,
} from './sending-plan.test-support';
import { SKIP_REASONS, type SendingPlanInput, type SkipReason } from './sending-types';

/** The plan as a whole: the reasons and their precedence, the kinds' states, the order, the days. */

// Tuesday November 3 at 10 h: notified Monday the 2nd at 9 h, asked to confirm Friday October 30 at 10 h.
const helene = patient('helene', { firstName: 'Hélène', lastName: 'Côté' });
const tuesday = appointment('apt-tue', 'helene', '2026-11-03T15:00:00Z');
const working = busyDays('2026-10-30', '2026-11-02');
const planOf = (overrides: Partial<SendingPlanInput>) =>
  buildSendingPlan(planInput({ patients: [helene], appointments: [tuesday, ...working], ...overrides }));

const smsOptOut = { channel: 'SMS' as const, at: '2026-09-15T18:30:00Z', keyword: 'Arrêt' };
const emailOptOut = { channel: 'EMAIL' as const, at: '2026-09-20T10:00:00Z' };

describe('each reason a message will not go', () => {
  const cases: [SkipReason, Partial<SendingPlanInput>, string][] = [
    [
      'KIND_DISABLED',
      { preferences: [preference('REMINDER', { state: 'DISABLED' })] },
      'REMINDER.apt-tue.SMS',
    ],
    [
      'ALREADY_CONFIRMED',
      {
        appointments: [
          { ...tuesday, confirmedAt: '2026-10-20T12:00:00Z', confirmedStartsAt: tuesday.startsAt },
          ...working,
        ],
      },
      'CONFIRMATION.apt-tue.SMS',
    ],
    [
      'UPCOMING_HYGIENE_APPOINTMENT',
      {
        patients: [{ ...helene, hygieneDueDate: '2026-11-02' }],
        appointments: [{ ...tuesday, type: CLEANING }, ...working],
      },
      'HYGIENE_RECALL.helene.2026-11-02.SMS',
    ],
    [
      'NO_CONSENT',
      { patients: [{ ...helene, hygieneDueDate: '2026-11-02' }], consents: [] },
      'HYGIENE_RECALL.helene.2026-11-02.SMS',
    ],
    [
      // Implied by a visit on October 31, 2024 only: lapsed at the start of November 1, 2026.
      'CONSENT_LAPSED',
      {
        patients: [{ ...helene, hygieneDueDate: '2026-11-02', lastHygieneVisit: undefined }],
        consents: impliedConsents([{ ...helene, lastHygieneVisit: '2024-10-31' }]),
      },
      'HYGIENE_RECALL.helene.2026-11-02.SMS',
    ],
    [
      'NO_HYGIENE_VISIT_IN_TWO_YEARS',
      { patients: [{ ...helene, hygieneDueDate: '2026-11-02', lastHygieneVisit: '2023-05-01' }] },
      'HYGIENE_RECALL.helene.2026-11-02.SMS',
    ],
    [
      // Booked at 7:58 for 8:05: asked at booking, the request would leave at 8:08.
      'APPOINTMENT_STARTED',
      {
        preferences: [preference('CONFIRMATION', { sendTiming: 'APPOINTMENT_CREATION', days: undefined })],
        appointments: [
          { ...tuesday, startsAt: '2026-10-29T12:05:00Z', createdAt: '2026-10-29T11:58:00Z' },
          ...working,
        ],
      },
      'CONFIRMATION.apt-tue.SMS',
    ],
    ['NO_APPOINTMENT_THAT_DAY', { appointments: [tuesday] }, 'REMINDER.apt-tue.SMS'],
    ['OPTED_OUT', { patients: [{ ...helene, optOuts: [smsOptOut] }] }, 'REMINDER.apt-tue.SMS'],
    ['NO_VALID_CONTACT', { patients: [{ ...helene, phone: '555-0101' }] }, 'REMINDER.apt-tue.SMS'],
    [
      'NO_TEMPLATE',
      {
        templates: TEMPLATES.filter((template) => template.kind !== 'REMINDER' || template.channel !== 'SMS'),
      },
      'REMINDER.apt-tue.SMS',
    ],
    [
      'SMS_PACKAGE_EXHAUSTED',
      { smsPackage: { limit: 0, used: 0, warningPercent: 80 } },
      'REMINDER.apt-tue.SMS',
    ],
  ];

  it('covers every reason of SKIP_REASONS', () => {
    expect(cases.map(([reason]) => reason)).toEqual([...SKIP_REASONS]);
  });

  it.each(cases)('%s', (reason, overrides, id) => {
    const plan = planOf(overrides);
    expect(messageOf(plan, id)).toMatchObject({ status: 'SKIPPED', reason });
    const day = plan.days.find((summary) => summary.date === messageOf(plan, id).day);
    expect(day?.kinds[messageOf(plan, id).kind].skipped[reason]).toBeGreaterThan(0);
  });

  it('say when and how a patient opted out, per channel', () => {
    const plan = planOf({ patients: [{ ...helene, optOuts: [smsOptOut, emailOptOut] }] });
    expect(messageOf(plan, 'REMINDER.apt-tue.SMS')).toMatchObject({
      reason: 'OPTED_OUT',
      reasonAt: '2026-09-15T18:30:00Z',
      optOutKeyword: 'Arrêt',
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.EMAIL')).toMatchObject({
      reason: 'OPTED_OUT',
      reasonAt: '2026-09-20T10:00:00Z',
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.EMAIL').optOutKeyword).toBeUndefined();
  });

  it('stop one channel only: STOP by SMS leaves the email, the unsubscribe link leaves the SMS', () => {
    expect(
      outcomes(
        planOf({ preferences: [preference('REMINDER')], patients: [{ ...helene, optOuts: [smsOptOut] }] }),
      ),
    ).toEqual({
      'REMINDER.apt-tue.EMAIL': 'PLANNED',
      'REMINDER.apt-tue.SMS': 'OPTED_OUT',
    });
    expect(
      outcomes(
        planOf({ preferences: [preference('REMINDER')], patients: [{ ...helene, optOuts: [emailOptOut] }] }),
      ),
    ).toEqual({
      'REMINDER.apt-tue.EMAIL': 'OPTED_OUT',
      'REMINDER.apt-tue.SMS': 'PLANNED',
    });
  });

  it('skip only the channel without a valid contact when the other is valid', () => {
    const reminders = [preference('REMINDER')];
    expect(
      outcomes(planOf({ preferences: reminders, patients: [{ ...helene, email: 'helene@gmail' }] })),
    ).toEqual({
      'REMINDER.apt-tue.EMAIL': 'NO_VALID_CONTACT',
      'REMINDER.apt-tue.SMS': 'PLANNED',
    });
    expect(outcomes(planOf({ preferences: reminders, patients: [{ ...helene, phone: undefined }] }))).toEqual(
      {
        'REMINDER.apt-tue.EMAIL': 'PLANNED',
        'REMINDER.apt-tue.SMS': 'NO_VALID_CONTACT',
      },
    );
  });
});

describe('the precedence of reasons', () => {
  const optedOut = { ...helene, phone: 'none', optOuts: [smsOptOut, emailOptOut] };

  it('says KIND_DISABLED for a disabled kind, whatever else applies', () => {
    const plan = planOf({
      preferences: [preference('REMINDER', { state: 'DISABLED' })],
      patients: [optedOut],
      appointments: [tuesday],
    });
    expect(outcomes(plan)).toEqual({
      'REMINDER.apt-tue.EMAIL': 'KIND_DISABLED',
      'REMINDER.apt-tue.SMS': 'KIND_DISABLED',
    });
  });

  it('puts the confirmation before the day, the day before the opt-out, the opt-out before the contact', () => {
    const confirmed = {
      ...tuesday,
      confirmedAt: '2026-10-20T12:00:00Z',
      confirmedStartsAt: tuesday.startsAt,
    };
    expect(
      messageOf(planOf({ patients: [optedOut], appointments: [confirmed] }), 'CONFIRMATION.apt-tue.SMS')
        .reason,
    ).toBe('ALREADY_CONFIRMED');
    expect(
      messageOf(planOf({ patients: [optedOut], appointments: [tuesday] }), 'REMINDER.apt-tue.SMS').reason,
    ).toBe('NO_APPOINTMENT_THAT_DAY');
    expect(messageOf(planOf({ patients: [optedOut] }), 'REMINDER.apt-tue.SMS').reason).toBe('OPTED_OUT');
  });

  it('judges the package last, on messages that would otherwise go', () => {
    const plan = planOf({
      patients: [{ ...helene, phone: 'none' }],
      smsPackage: { limit: 0, used: 0, warningPercent: 80 },
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.SMS').reason).toBe('NO_VALID_CONTACT');
    expect(plan.forecast.months[0]?.exhaustedOn).toBeUndefined();
  });
});

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
