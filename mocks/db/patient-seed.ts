import type { Language } from '@/api/generated/communication/model';
import type { CalendarDay, OptOut, SendingPatient } from '@/domain/sending-types';
import { addDays, isoSeconds } from '@/domain/zoned-time';
import {
  FRENCH_LAST_NAMES as MORE_FRENCH_LAST_NAMES,
  ENGLISH_LAST_NAMES as MORE_ENGLISH_LAST_NAMES,
  emailDomainsOf,
} from './communication-names';
import type { LocalClock } from './local-clock';
import { CITY_FACTS } from './practice-address-tables';
import { HISTORY_PRACTICE, type PracticeEntry } from './practice-directory';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
} from './person-names';
import { seededDraws, type Draws } from './seeded-draws';

/**
 * The patients of a practice as its practice-management system holds them, made on demand
 * (never in the snapshot): names, contacts valid or not, hygiene visits and due dates relative
 * to the practice's today, and the patients who stopped a channel. The same practice id always
 * gives the same people; their dates move with `today` so that the demo is alive on any date.
 */

/** A patient with what the appointments of the practice need to know about them. */
export interface PatientProfile {
  patient: SendingPatient;
  /** Months between hygiene visits as the practice plans them for this patient. */
  recallMonths: number;
  /** Came for hygiene in the last two years: may have a hygiene appointment booked. */
  regular: boolean;
  phoneValid: boolean;
  emailValid: boolean;
}

/** How many patients a practice has: 3,000 at the Plateau (the demo practice), 1,500 to 3,000 elsewhere. */
export const patientCountOf = (entry: PracticeEntry): number =>
  entry.id === HISTORY_PRACTICE.id ? 3000 : seededDraws(`patients/${entry.id}/count`).int(1500, 3000);

/** Proportions the tests hold the generation to (patient-seed.test.ts). */
export const PATIENT_PROPORTIONS = {
  noLanguage: 0.05,
  otherLanguage: 0.2,
  phoneMissing: 0.05,
  phoneInvalid: 0.03,
  emailMissing: 0.15,
  emailInvalid: 0.03,
  smsOptOut: 0.015,
  emailOptOut: 0.01,
  /** Patients who stopped both channels. */
  bothOptOuts: 2,
} as const;

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

const asciiWord = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Eight hex digits from one draw. */
const hex8 = (draws: Draws): string => {
  const word = Math.floor(draws.next() * 0x1_0000_0000);
  return (
    HEX_BYTES[word >>> 24]! +
    HEX_BYTES[(word >>> 16) & 0xff]! +
    HEX_BYTES[(word >>> 8) & 0xff]! +
    HEX_BYTES[word & 0xff]!
  );
};

/** A version-4 UUID from four draws. */
const uuidOf = (draws: Draws): string => {
  const [a, b, c, d] = [hex8(draws), hex8(draws), hex8(draws), hex8(draws)];
  const variant = '89ab'[parseInt(c.charAt(0), 16) & 0x3]!;
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
};

// 555-01XX is the range North America reserves for fiction: no real person is ever reached.
const PHONE_FORMATS = [
  [(area: string, line: string) => `(${area}) 555-${line}`, 45],
  [(area: string, line: string) => `${area}-555-${line}`, 30],
  [(area: string, line: string) => `+1${area}555${line}`, 15],
  [(area: string, line: string) => `${area} 555 ${line}`, 5],
  [(area: string, line: string) => `${area}555${line}`, 5],
] as const;

/** What clinics type when they have no usable number. */
const INVALID_PHONES: Record<Language, readonly string[]> = {
  FR: ['555-01', 'n/d', 'aucun', '514-555', '0', '(514) 555-01'],
  EN: ['555-01', 'n/a', 'none', '416-555', '0', '(416) 555-01'],
};

const phoneOf = (
  draws: Draws,
  areaCodes: readonly string[],
  language: Language,
): { phone?: string; valid: boolean } => {
  const kind = draws.next();
  if (kind < PATIENT_PROPORTIONS.phoneMissing) return { valid: false };
  if (kind < PATIENT_PROPORTIONS.phoneMissing + PATIENT_PROPORTIONS.phoneInvalid) {
    return { phone: draws.pick(INVALID_PHONES[language]), valid: false };
  }
  const line = `01${String(draws.int(0, 99)).padStart(2, '0')}`;
  return { phone: draws.weighted(PHONE_FORMATS)(draws.pick(areaCodes), line), valid: true };
};

const asciiNames = new Map<string, string>();
/** "Marie-Ève" → "marieeve", computed once per name (normalize costs a microsecond). */
const asciiName = (name: string): string => {
  let ascii = asciiNames.get(name);
  if (ascii === undefined) {
    ascii = asciiWord(name);
    asciiNames.set(name, ascii);
  }
  return ascii;
};

const EMAIL_FORMATS = [
  [(first: string, last: string) => `${first}.${last}`, 40],
  [(first: string, last: string) => `${first}${last}`, 15],
  [(first: string, last: string) => `${first.charAt(0)}${last}`, 20],
  [(first: string, last: string, number: number) => `${first}.${last}${number}`, 15],
  [(first: string, last: string) => `${last}.${first}`, 10],
] as const;

const emailOf = (
  draws: Draws,
  firstName: string,
  lastName: string,
  domains: readonly string[],
): { email?: string; valid: boolean } => {
  const kind = draws.next();
  if (kind < PATIENT_PROPORTIONS.emailMissing) return { valid: false };
  const first = asciiName(firstName) || 'patient';
  const last = asciiName(lastName) || 'dossier';
  const local = draws.weighted(EMAIL_FORMATS)(first, last, draws.int(1, 99));
  const domain = draws.pick(domains);
  if (kind < PATIENT_PROPORTIONS.emailMissing + PATIENT_PROPORTIONS.emailInvalid) {
    // Typed in a hurry at the front desk: no domain, no name, no dot, a space.
    const email = draws.pick([
      `${local}@`,
      domain,
      `${local}@${domain.split('.')[0]}`,
      `${first} ${last}@${domain}`,
    ]);
    return { email, valid: false };
  }
  return { email: `${local}@${domain}`, valid: true };
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

/** Picks `count` distinct entries, in a stable order. */
const sample = <T>(draws: Draws, values: readonly T[], count: number): T[] => {
  const pool = [...values];
  const chosen: T[] = [];
  for (let index = 0; index < Math.min(count, pool.length); index += 1) {
    const other = index + Math.floor(draws.next() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    chosen.push(pool[index]!);
  }
  return chosen;
};

const SMS_KEYWORDS: Record<Language, readonly (readonly [string, number])[]> = {
  EN: [
    ['STOP', 70],
    ['Stop', 20],
    ['stop', 10],
  ],
  // STOP works in French too, and many answer it.
  FR: [
    ['ARRÊT', 40],
    ['Arret', 20],
    ['ARRET', 15],
    ['arrêt', 10],
    ['STOP', 15],
  ],
};

/**
 * About 1.5 % stopped SMS by answering STOP or ARRÊT (in their language) to a message, 1 % used
 * the email's unsubscribe link, and two patients did both; days to months before today.
 */
const addOptOuts = (
  draws: Draws,
  profiles: PatientProfile[],
  entry: PracticeEntry,
  dayAt: (offset: number) => CalendarDay,
  clock: LocalClock,
): void => {
  const smsCount = Math.round(profiles.length * PATIENT_PROPORTIONS.smsOptOut);
  const emailCount = Math.round(profiles.length * PATIENT_PROPORTIONS.emailOptOut);
  const sms = sample(
    draws,
    profiles.filter((profile) => profile.phoneValid),
    smsCount,
  );
  const smsSet = new Set(sms);
  const both = sms.filter((profile) => profile.emailValid).slice(0, PATIENT_PROPORTIONS.bothOptOuts);
  const email = [
    ...both,
    ...sample(
      draws,
      profiles.filter((profile) => profile.emailValid && !smsSet.has(profile)),
      emailCount - both.length,
    ),
  ];
  const at = (day: CalendarDay, hour: number) => isoSeconds(clock(day, hour, draws.int(0, 59)));
  const optOuts = new Map<PatientProfile, OptOut[]>();
  for (const profile of sms) {
    const language = profile.patient.language ?? entry.language;
    optOuts.set(profile, [
      {
        channel: 'SMS',
        at: at(dayAt(-draws.int(1, 240)), draws.int(8, 21)),
        keyword: draws.weighted(SMS_KEYWORDS[language]),
      },
    ]);
  }
  for (const profile of email) {
    const optOut: OptOut = { channel: 'EMAIL', at: at(dayAt(-draws.int(1, 300)), draws.int(6, 22)) };
    optOuts.set(
      profile,
      [...(optOuts.get(profile) ?? []), optOut].sort((a, b) => a.at.localeCompare(b.at)),
    );
  }
  for (const [profile, list] of optOuts) profile.patient = { ...profile.patient, optOuts: list };
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
