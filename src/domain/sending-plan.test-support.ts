import { buildSendingPlan } from './sending-plan';
import type { MessageKind } from '@/api/generated/communication/model';
import { expressConsents } from './sending-consents.test-support';
import { TEMPLATES } from './sending-templates.test-support';
import type {
  CalendarDay,
  PlannedMessage,
  SendingAppointment,
  SendingAppointmentType,
  SendingPatient,
  SendingPlanInput,
  SendingPractice,
  SendingPreference,
} from './sending-types';
import type { SendingPlan } from './sending-plan-types';

/**
 * A small practice for the sending-plan tests: a clinic in Montréal (Quebec holidays, daylight
 * saving), now Thursday October 29, 2026 at 8:00 (12:00 UTC), three days before the clocks go
 * back. Tests add the patients and appointments their rule needs and nothing else.
 */
export const NOW = new Date('2026-10-29T12:00:00Z');

export const PRACTICE: SendingPractice = {
  id: 'practice-1',
  name: 'Clinique dentaire du Plateau',
  phone: '+15145550142',
  timezone: 'America/Montreal',
  province: 'quebec',
  communicationLanguage: 'FR',
};

export const CHECKUP: SendingAppointmentType = {
  id: 'type-checkup',
  label: 'Checkup',
  labelFr: 'Examen',
  isHygiene: false,
};
export const CLEANING: SendingAppointmentType = {
  id: 'type-cleaning',
  label: 'Cleaning',
  labelFr: 'Nettoyage',
  isHygiene: true,
};

export const patient = (id: string, overrides: Partial<SendingPatient> = {}): SendingPatient => ({
  id,
  fileNumber: `F-${id}`,
  firstName: 'Marie',
  lastName: `Patient ${id}`,
  phone: '514 555 0101',
  email: `${id}@example.ca`,
  lastHygieneVisit: '2026-03-02',
  optOuts: [],
  ...overrides,
});

/** An appointment booked on January 5, 2026 (before every test's now), neither confirmed nor cancelled. */
export const appointment = (
  id: string,
  patientId: string,
  startsAt: string,
  overrides: Partial<SendingAppointment> = {},
): SendingAppointment => ({
  id,
  patientId,
  startsAt,
  type: CHECKUP,
  professional: 'Dre Gagnon',
  createdAt: '2026-01-05T14:00:00Z',
  cancelled: false,
  ...overrides,
});

/** An appointment the patient confirmed at `confirmedAt`, for the start it has. */
export const confirmedAppointment = (
  id: string,
  patientId: string,
  startsAt: string,
  confirmedAt: string,
): SendingAppointment => appointment(id, patientId, startsAt, { confirmedAt, confirmedStartsAt: startsAt });

/**
 * Days the clinic works, by appointments of a patient outside the test's list: they make the days
 * count as days with appointments and give no message of their own (a message needs its patient).
 */
export const busyDays = (...days: CalendarDay[]): SendingAppointment[] =>
  days.map((day) => appointment(`busy-${day}`, 'someone-else', `${day}T16:00:00Z`));

const DEFAULT_PREFERENCES: Record<MessageKind, SendingPreference> = {
  REMINDER: {
    kind: 'REMINDER',
    state: 'ENABLED',
    channels: ['EMAIL', 'SMS'],
    sendTiming: 'BEFORE',
    days: 1,
    sendHour: 9,
  },
  CONFIRMATION: {
    kind: 'CONFIRMATION',
    state: 'ENABLED',
    channels: ['EMAIL', 'SMS'],
    sendTiming: 'BEFORE',
    days: 2,
    sendHour: 10,
  },
  HYGIENE_RECALL: {
    kind: 'HYGIENE_RECALL',
    state: 'ENABLED',
    channels: ['EMAIL', 'SMS'],
    sendTiming: 'NONE',
    sendHour: 11,
  },
};

/** A kind's preference: on, by email and SMS, 1 business day at 9 h (reminders), 2 at 10 h (confirmations), on the due date at 11 h (recalls). */
export const preference = (
  kind: MessageKind,
  overrides: Partial<SendingPreference> = {},
): SendingPreference => ({
  ...DEFAULT_PREFERENCES[kind],
  ...overrides,
});

/**
 * Every kind configured and on, a package of 1,000 segments untouched, the list to November 30;
 * the patients' express recall consent unless the test gives its consents.
 */
export const planInput = (overrides: Partial<SendingPlanInput> = {}): SendingPlanInput => ({
  consents: expressConsents(overrides.patients ?? []),
  practice: PRACTICE,
  preferences: [preference('REMINDER'), preference('CONFIRMATION'), preference('HYGIENE_RECALL')],
  templates: TEMPLATES,
  patients: [],
  appointments: [],
  smsPackage: { limit: 1_000, used: 0, warningPercent: 80 },
  from: '2026-10-29',
  to: '2026-11-30',
  now: NOW,
  confirmationPageUrl: 'https://portal.example.ca/confirmation',
  ...overrides,
});

/** The plan's message of an id; fails the test when there is none. */
export const messageOf = (plan: SendingPlan, id: string): PlannedMessage => {
  const message = plan.messages.find((candidate) => candidate.id === id);
  if (!message) throw new Error(`No message ${id} in: ${plan.messages.map((m) => m.id).join(', ')}`);
  return message;
};

/** Status and reason by id: what most assertions look at. */
export const outcomes = (plan: SendingPlan): Record<string, string> =>
  Object.fromEntries(plan.messages.map((message) => [message.id, message.reason ?? message.status]));

/**
 * Hélène's appointment on Tuesday November 3 at 10 h, the common case of the plan's tests: notified
 * Monday the 2nd at 9 h, asked to confirm Friday October 30 at 10 h.
 */
export const helene = patient('helene', { firstName: 'Hélène', lastName: 'Côté' });
export const tuesday = appointment('apt-tue', 'helene', '2026-11-03T15:00:00Z');
export const working = busyDays('2026-10-30', '2026-11-02');
/** Hélène's plan, with what the test changes. */
export const planOf = (overrides: Partial<SendingPlanInput>) =>
  buildSendingPlan(planInput({ patients: [helene], appointments: [tuesday, ...working], ...overrides }));
