import type { Language } from '@/api/generated/communication/model';
import { PATIENT_PROPORTIONS } from './patient-profile';
import type { Draws } from './seeded-draws';

/** A patient's id, phone and email as a practice-management system holds them, valid or not. */

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
export const uuidOf = (draws: Draws): string => {
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

export const phoneOf = (
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

export const emailOf = (
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
