import { describe, expect, it } from 'vitest';
import {
  helene,
  planOf,
  tuesday,
  working,
  CLEANING,
  messageOf,
  outcomes,
  preference,
} from './sending-plan.test-support';
import { impliedConsents } from './sending-consents.test-support';
import { TEMPLATES } from './sending-templates.test-support';
import { SKIP_REASONS, type SendingPlanInput, type SkipReason } from './sending-types';

/** The plan as a whole: the reasons a message will not go, and their precedence. */

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
