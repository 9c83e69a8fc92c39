import type { Language } from '@/api/generated/communication/model';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
  areaCodesOf,
  emailDomainsOf,
} from './communication-names';
import type { PracticeEntry } from './practice-directory';
import type { Draws } from './seeded-draws';

/** The patients a practice's history writes to (masked contacts, as the history shows them). */
export interface Patient {
  fileNumber: string;
  firstName: string;
  lastName: string;
  language: Language;
  phone?: string;
  email?: string;
}

const asciiInitial = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .charAt(0)
    .toLowerCase() || 'x';

export const createPatients = (draws: Draws, practice: PracticeEntry, count: number): Patient[] => {
  // Anglophone practices still see French-speaking patients (Westmount, Moncton), and the other way round.
  const frenchNamePercent = practice.language === 'FR' ? 82 : 25;
  const areaCodes = areaCodesOf(practice);
  const domains = emailDomainsOf(practice);
  let fileNumber = draws.int(300, 1500);

  return Array.from({ length: count }, () => {
    fileNumber += draws.int(1, 9);
    const frenchName = draws.int(0, 99) < frenchNamePercent;
    const firstName = draws.pick(frenchName ? FRENCH_FIRST_NAMES : ENGLISH_FIRST_NAMES);
    const lastName = draws.pick(frenchName ? FRENCH_LAST_NAMES : ENGLISH_LAST_NAMES);
    // The language mostly follows the name; some patients chose the other one.
    const keepsNameLanguage = draws.int(0, 99) < 91;
    const language: Language = frenchName === keepsNameLanguage ? 'FR' : 'EN';
    const contact = draws.weighted([
      ['both', 62],
      ['phone', 28],
      ['email', 10],
    ] as const);
    return {
      fileNumber: String(fileNumber).padStart(5, '0'),
      firstName,
      lastName,
      language,
      ...(contact !== 'email'
        ? {
            phone: `(${draws.pick(areaCodes)}) ***-**${String(draws.int(0, 99)).padStart(2, '0')}`,
          }
        : {}),
      ...(contact !== 'phone' ? { email: `${asciiInitial(firstName)}***@${draws.pick(domains)}` } : {}),
    };
  });
};
