import type { Language } from '@/api/generated/communication/model';
import type { CalendarDay, SendingPatient } from '@/domain/sending-types';
import { addDays } from '@/domain/zoned-time';
import {
  FRENCH_LAST_NAMES as MORE_FRENCH_LAST_NAMES,
  ENGLISH_LAST_NAMES as MORE_ENGLISH_LAST_NAMES,
  emailDomainsOf,
} from './communication-names';
import type { LocalClock } from './local-clock';
import { CITY_FACTS } from './practice-address-tables';
import type { PracticeEntry } from './practice-directory';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
} from './person-names';
import { emailOf, phoneOf, uuidOf } from './patient-contacts';
import { addOptOuts } from './patient-opt-outs';
import { PATIENT_PROPORTIONS, patientCountOf, type PatientProfile } from './patient-profile';
import { seededDraws, type Draws } from './seeded-draws';

/**
 * The patients of a practice as its practice-management system holds them, made on demand
 * (never in the snapshot): names, contacts valid or not, hygiene visits and due dates relative
 * to the practice's today, and the patients who stopped a channel. The same practice id always
 * gives the same people; their dates move with `today` so that the demo is alive on any date.
 */

const LAST_NAMES: Record<Language, readonly string[]> = {
  FR: [...new Set([...FRENCH_LAST_NAMES, ...MORE_FRENCH_LAST_NAMES])],
  EN: [...new Set([...ENGLISH_LAST_NAMES, ...MORE_ENGLISH_LAST_NAMES])],
};
const FIRST_NAMES: Record<Language, readonly { name: string; feminine: boolean }[]> = {
  FR: FRENCH_FIRST_NAMES,
  EN: ENGLISH_FIRST_NAMES,
};

const otherLanguage = (language: Language): Language => (language === 'FR' ? 'EN' : 'FR');

const monthsLater = new Map<string, CalendarDay>();

/**
 * The day `count` months after `day`, on the same date or the month's last one (31 Aug + 6 →
 * 28 Feb). Memoized: patients share a few hundred days, and building a date costs a microsecond.
 */
export const addMonths = (day: CalendarDay, count: number): CalendarDay => {
  const key = `${day}/${count}`;
  let later = monthsLater.get(key);
  if (later === undefined) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const monthIndex = year * 12 + (month - 1) + count;
    const [laterYear, laterMonth] = [Math.floor(monthIndex / 12), monthIndex % 12];
    const lastDate = new Date(Date.UTC(laterYear, laterMonth + 1, 0)).getUTCDate();
    later = new Date(Date.UTC(laterYear, laterMonth, Math.min(date, lastDate))).toISOString().slice(0, 10);
    monthsLater.set(key, later);
  }
  return later;
};

/** `addDays(today, offset)` for the offsets of one generation, each computed once. */
const daysFrom = (today: CalendarDay): ((offset: number) => CalendarDay) => {
  const days = new Map<number, CalendarDay>();
  return (offset) => {
    let day = days.get(offset);
    if (day === undefined) {
      day = addDays(today, offset);
      days.set(offset, day);
    }
    return day;
  };
};

const honorificOf = (language: Language, feminine: boolean): string =>
  language === 'FR' ? (feminine ? 'Mme' : 'M.') : feminine ? 'Ms.' : 'Mr.';

const HYGIENE_PROFILES = [
  ['regular', 80],
  ['lapsed', 12],
  ['never', 8],
] as const;

const RECALL_MONTHS = [
  [6, 75],
  [9, 15],
  [12, 10],
] as const;

interface Hygiene {
  lastHygieneVisit?: CalendarDay;
  hygieneDueDate?: CalendarDay;
  recallMonths: number;
  regular: boolean;
}

/**
 * Hygiene visits over the last three years. Regular patients (80 %) came 1 to 420 days ago and are
 * due 6 months later (sometimes 9 or 12), so due dates run from months ago to 6 months ahead; 12 %
 * last came 2 to 3 years ago, and a third of those had their due date moved to about now by the
 * clinic (recalls the 2-year rule then stops); 8 % never came, half of them with a first due date.
 */
const hygieneOf = (draws: Draws, dayAt: (offset: number) => CalendarDay): Hygiene => {
  const profile = draws.weighted(HYGIENE_PROFILES);
  const recallMonths = draws.weighted(RECALL_MONTHS);
  if (profile === 'never') {
    return draws.chance(0.5)
      ? { hygieneDueDate: dayAt(draws.int(-60, 90)), recallMonths, regular: false }
      : { recallMonths, regular: false };
  }
  const lastHygieneVisit = dayAt(-(profile === 'regular' ? draws.int(1, 420) : draws.int(731, 1095)));
  const redated = profile === 'lapsed' && draws.chance(0.35);
  return {
    lastHygieneVisit,
    hygieneDueDate: redated ? dayAt(draws.int(-20, 60)) : addMonths(lastHygieneVisit, recallMonths),
    recallMonths,
    regular: profile === 'regular',
  };
};

/**
 * The patients of a practice on its calendar day `today`. Everything but the dates comes from
 * the practice id alone, and the dates are offsets from `today`: another day gives the same
 * people with their dates moved by as many days.
 */
export const buildPatients = (
  entry: PracticeEntry,
  today: CalendarDay,
  clock: LocalClock,
): PatientProfile[] => {
  const draws = seededDraws(`patients/${entry.id}`);
  const count = patientCountOf(entry);
  const areaCodes = CITY_FACTS[entry.city]?.areaCodes ?? ['514'];
  const domains = emailDomainsOf(entry);
  const dayAt = daysFrom(today);
  let fileNumber = draws.int(1000, 4000);

  const profiles = Array.from({ length: count }, (): PatientProfile => {
    fileNumber += draws.int(1, 3);
    const languageDraw = draws.next();
    const language: Language | undefined =
      languageDraw < PATIENT_PROPORTIONS.noLanguage
        ? undefined
        : languageDraw < PATIENT_PROPORTIONS.noLanguage + PATIENT_PROPORTIONS.otherLanguage
          ? otherLanguage(entry.language)
          : entry.language;
    const speaks = language ?? entry.language;
    // Some patients' names are of the other language: an anglophone Tremblay, a francophone O'Brien.
    const origin = draws.chance(0.07) ? otherLanguage(speaks) : speaks;
    const first = draws.pick(FIRST_NAMES[origin]);
    let lastName = draws.pick(LAST_NAMES[origin]);
    if (origin === 'FR' && draws.chance(0.05)) lastName = `${lastName}-${draws.pick(LAST_NAMES.FR)}`;
    const titled = draws.chance(0.97);
    const phone = phoneOf(draws, areaCodes, speaks);
    const email = emailOf(draws, first.name, lastName, domains);
    const hygiene = hygieneOf(draws, dayAt);
    // Optional fields are set only when present, without spreading: 3,000 patients in a few ms.
    const patient: SendingPatient = {
      id: uuidOf(draws),
      fileNumber: String(fileNumber).padStart(5, '0'),
      firstName: first.name,
      lastName,
      optOuts: [],
    };
    if (titled) patient.honorificsTitle = honorificOf(speaks, first.feminine);
    if (language) patient.language = language;
    if (phone.phone !== undefined) patient.phone = phone.phone;
    if (email.email !== undefined) patient.email = email.email;
    if (hygiene.lastHygieneVisit) patient.lastHygieneVisit = hygiene.lastHygieneVisit;
    if (hygiene.hygieneDueDate) patient.hygieneDueDate = hygiene.hygieneDueDate;
    return {
      patient,
      recallMonths: hygiene.recallMonths,
      regular: hygiene.regular,
      phoneValid: phone.valid,
      emailValid: email.valid,
    };
  });
  addOptOuts(draws, profiles, entry, dayAt, clock);
  return profiles;
};
