import type { Faker } from '@faker-js/faker';
import { Collection } from '@msw/data';
import { z } from 'zod';
import { ConfirmAppointmentResponse } from '@/api/generated/public/public.zod';
import type { DatabaseArea } from './area';
import { patientPageConsents } from './patient-page-consents';
import { HISTORY_PRACTICE, PRACTICES, type PracticeEntry } from './practice-directory';
import { seedNow } from './seed-clock';
import { seededFaker } from './seeded-faker';

/**
 * Appointments a patient can confirm from the link of a message. `confirmedAt` is set once
 * confirmed; a cancelled appointment cannot be confirmed. Besides the seeded ones below, it holds
 * the confirmations of generated appointments (practice-patients.ts), made when the patient
 * confirms and marked `generated`: their past is judged on the real clock, not on the seed's now.
 */
export const confirmableAppointments = new Collection({
  schema: ConfirmAppointmentResponse.pick({ appointmentId: true, startAt: true }).extend({
    practiceId: z.string(),
    cancelled: z.boolean(),
    confirmedAt: z.iso.datetime().optional(),
    generated: z.boolean().optional(),
  }),
});

type Situation = 'upcoming' | 'confirmed' | 'cancelled' | 'past';

const HOUR_MS = 3_600_000;

const startOf = (faker: Faker, now: Date, situation: Situation): string => {
  const days =
    situation === 'past' ? -faker.number.int({ min: 1, max: 20 }) : faker.number.int({ min: 1, max: 45 });
  // Appointments start on the quarter hour, 8 h to 16 h in the practice (13 h to 21 h UTC).
  const slot = faker.number.int({ min: 13 * 4, max: 21 * 4 });
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days);
  return new Date(day + slot * (HOUR_MS / 4)).toISOString().slice(0, 19) + 'Z';
};

const appointment = (faker: Faker, now: Date, practice: PracticeEntry, situation: Situation) => {
  const startAt = startOf(faker, now, situation);
  return {
    appointmentId: faker.string.alphanumeric({ length: 20, casing: 'mixed' }),
    practiceId: practice.id,
    startAt,
    cancelled: situation === 'cancelled',
    ...(situation === 'confirmed'
      ? {
          confirmedAt:
            new Date(now.getTime() - faker.number.int({ min: 1, max: 72 }) * HOUR_MS)
              .toISOString()
              .slice(0, 19) + 'Z',
        }
      : {}),
  };
};

const SITUATIONS: readonly Situation[] = [
  'upcoming',
  'upcoming',
  'upcoming',
  'confirmed',
  'cancelled',
  'past',
];

/**
 * Each situation of the confirmation page in the demo practice, then a few appointments
 * elsewhere, dated around `now`. The ids do not depend on it: the draws are the same whatever the day.
 */
const seedOf = (now: Date) => {
  const faker = seededFaker('public-appointments');
  return [
    ...SITUATIONS.map((situation) => ({
      situation,
      ...appointment(faker, now, HISTORY_PRACTICE, situation),
    })),
    ...PRACTICES.filter((practice) => practice.automatedCommunications && practice !== HISTORY_PRACTICE)
      .slice(0, 6)
      .flatMap((practice) =>
        SITUATIONS.slice(2, 5).map((situation) => ({
          situation,
          ...appointment(faker, now, practice, situation),
        })),
      ),
  ];
};

const first = (situation: Situation) => {
  const found = seedOf(new Date(0)).find((entry) => entry.situation === situation);
  if (!found) throw new Error(`No seeded ${situation} appointment`);
  return { practiceId: found.practiceId, appointmentId: found.appointmentId };
};

/**
 * Links that reach each answer of the confirmation page, for the page's tests and for QA:
 * `/confirmation?practiceId=…&appointmentId=…`. "Past" is measured against the seed's now, the
 * offline API's today, so that these fixtures do not expire as the calendar moves.
 */
export const DEMO_APPOINTMENTS = {
  upcoming: first('upcoming'),
  alreadyConfirmed: first('confirmed'),
  cancelled: first('cancelled'),
  past: first('past'),
} as const;

export const publicArea: DatabaseArea = {
  name: 'public',
  // What patients answered on their own page (/preferences): empty in the seed.
  collections: { confirmableAppointments, patientPageConsents },
  async seed() {
    const seed = seedOf(seedNow());
    await confirmableAppointments.createMany(seed.length, (index) => {
      const { situation: _situation, ...record } = seed[index]!;
      return record;
    });
  },
};
