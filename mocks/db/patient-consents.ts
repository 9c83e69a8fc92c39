import type { Channel, Language } from '@/api/generated/communication/model';
import { optOutWithdrawal, type ConsentRecord, type ConsentRecorder } from '@/domain/patient-consent';
import type { CalendarDay, SendingPatient } from '@/domain/sending-types';
import { addDays, daysBetween, isoSeconds } from '@/domain/zoned-time';
import type { LocalClock } from './local-clock';
import { FRENCH_FIRST_NAMES, FRENCH_LAST_NAMES } from './person-names';
import { isGeneratedPractice } from './practice-context';
import { generationOf } from './practice-generation';
import { findPractice } from './practices';
import { pageConsentsOf } from './patient-page-consents';
import { patientsWithReplies } from './patients-with-replies';
import { seededDraws, type Draws } from './seeded-draws';

/**
 * The consent records of a practice's generated patients, made on demand like the patients
 * (never in the snapshot), from the practice id and its today, on a draw of their own so that
 * the patients and appointments stay what they were:
 *
 * - a recall consent implied by the last visit for every patient who came (their last hygiene
 *   visit, or a later checkup for 30 % of them), on both channels, recorded by the practice system;
 * - 60 % of the patients whose last hygiene visit is over two years old came for something else
 *   701 to 730 days ago: their implied consent lapses in the next 30 days (a few hundred at the
 *   Plateau, the register's "ask them now" list);
 * - the others who last came over two years ago, and those who never came, have no basis at all;
 * - 18 % gave express consent to recalls, at the front desk or in the practice system;
 * - 2 % withdrew from recalls (at the front desk or on their page), 0.5 % from everything.
 */

const WORDING_VERSIONS = ['2025-03', '2026-01'] as const;

const CHANNELS: readonly Channel[] = ['SMS', 'EMAIL'];

/** A front desk of four, named once per practice. */
const frontDeskOf = (draws: Draws, practiceId: string): ConsentRecorder[] =>
  Array.from({ length: 4 }, (_, index) => ({
    type: 'STAFF',
    userId: `staff-${practiceId.slice(0, 8)}-${index + 1}`,
    name: `${draws.pick(FRENCH_FIRST_NAMES).name} ${draws.pick(FRENCH_LAST_NAMES)}`,
  }));

/** The day of the visit implied consent rests on, if the patient ever came. */
const lastVisitOf = (
  draws: Draws,
  patient: SendingPatient,
  today: CalendarDay,
  dayAt: (offset: number) => CalendarDay,
): CalendarDay | undefined => {
  const hygiene = patient.lastHygieneVisit;
  if (hygiene && daysBetween(hygiene, today) > 730) {
    return draws.chance(0.6) ? dayAt(-draws.int(701, 730)) : undefined;
  }
  if (hygiene) {
    const since = daysBetween(hygiene, today);
    return since > 1 && draws.chance(0.3) ? dayAt(-draws.int(1, since - 1)) : hygiene;
  }
  return undefined;
};

const buildConsents = (
  practiceId: string,
  patients: readonly SendingPatient[],
  today: CalendarDay,
  clock: LocalClock,
  language: Language,
): ConsentRecord[] => {
  const draws = seededDraws(`consents/${practiceId}`);
  const frontDesk = frontDeskOf(draws, practiceId);
  const dayAt = (offset: number) => addDays(today, offset);
  const at = (day: CalendarDay) => isoSeconds(clock(day, draws.int(8, 19), draws.int(0, 59)));
  const records: ConsentRecord[] = [];
  for (const patient of patients) {
    const base = (channel: Channel, kind: string) => ({
      id: `${kind}.${patient.id}.${channel}`,
      patientId: patient.id,
      channel,
    });
    const seen = { wordingVersion: draws.pick(WORDING_VERSIONS), language: patient.language ?? language };
    const lastVisit = lastVisitOf(draws, patient, today, dayAt);
    if (lastVisit) {
      for (const channel of CHANNELS) {
        records.push({
          ...base(channel, 'implied'),
          recordedAt: at(lastVisit),
          recordedBy: { type: 'PRACTICE_SYSTEM' },
          basis: 'IMPLIED',
          category: 'RECALLS',
          lastVisit,
        });
      }
    }
    if (draws.chance(0.18)) {
      const fromFrontDesk = draws.chance(0.7);
      const recordedAt = at(dayAt(-draws.int(1, 900)));
      for (const channel of CHANNELS) {
        records.push({
          ...base(channel, 'express'),
          ...seen,
          recordedAt,
          recordedBy: fromFrontDesk ? draws.pick(frontDesk) : { type: 'PRACTICE_SYSTEM' },
          basis: 'EXPRESS',
          category: 'RECALLS',
          source: fromFrontDesk ? 'FRONT_DESK' : 'PRACTICE_SYSTEM',
        });
      }
    }
    const withdrawal = draws.next();
    if (withdrawal < 0.025) {
      const onPage = draws.chance(0.5);
      const channel = draws.pick(CHANNELS);
      records.push({
        ...base(channel, 'withdrawn'),
        ...seen,
        recordedAt: at(dayAt(-draws.int(1, 200))),
        recordedBy: onPage ? { type: 'PATIENT' } : draws.pick(frontDesk),
        basis: 'WITHDRAWN',
        scope: withdrawal < 0.005 ? 'ALL' : 'RECALLS',
        source: onPage ? 'PATIENT_PAGE' : 'FRONT_DESK',
      });
    }
  }
  return records;
};

// The last few practices and days, as their generations are kept (practice-generation.ts).
const MEMO_LIMIT = 8;
const generated = new Map<string, ConsentRecord[]>();

/**
 * A practice's consent records on its day `today`: the generated ones, every channel its
 * patients stopped (seeded, or by answering STOP in the offline mode) as the withdrawal it is,
 * and the answers patients gave on their own page.
 */
export const practiceConsents = (practiceId: string, today: CalendarDay): ConsentRecord[] => {
  const practice = findPractice(practiceId);
  if (!practice || !isGeneratedPractice(practiceId)) return [];
  const generation = generationOf(practiceId, today);
  const key = `${practiceId}/${today}/${practice.timezone}`;
  let records = generated.get(key);
  if (!records) {
    const language = practice.communicationLanguage ?? 'FR';
    records = buildConsents(practiceId, generation.patients, today, generation.clock, language);
    if (generated.size >= MEMO_LIMIT) generated.delete(generated.keys().next().value!);
    generated.set(key, records);
  }
  const stopped = patientsWithReplies(practiceId, generation.patients).flatMap((patient) =>
    patient.optOuts.map((optOut) => optOutWithdrawal(patient.id, optOut)),
  );
  const answered = pageConsentsOf(practiceId);
  return stopped.length === 0 && answered.length === 0 ? records : [...records, ...stopped, ...answered];
};
