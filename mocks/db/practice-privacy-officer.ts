import type { PracticePrivacyOfficer } from '@/api/generated/practices/model';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
} from './person-names';

// Who clinics name (Law 25, s. 3.1): the owner by default, often delegated in writing to whoever
// runs the office. Feminine and masculine forms for French titles, as the OQLF recommends.
const FRENCH_TITLES = [
  ['Directrice clinique', 'Directeur clinique'],
  ['Dentiste propriétaire', 'Dentiste propriétaire'],
  ['Gestionnaire de la clinique', 'Gestionnaire de la clinique'],
  ['Coordonnatrice administrative', 'Coordonnateur administratif'],
] as const;
const ENGLISH_TITLES = ['Office Manager', 'Practice Owner', 'Clinical Director', 'Privacy Officer'] as const;

/**
 * The person in charge of personal information of the index-th practice, or undefined for one
 * practice in five (not named yet: the default person is then the one with the highest
 * authority). Drawn from the index alone, with no faker draw, so that adding it moved no other
 * seeded value.
 */
export const privacyOfficerOf = (
  index: number,
  language: 'FR' | 'EN',
  domain: string,
  phone: string | undefined,
): PracticePrivacyOfficer | undefined => {
  if (index % 5 === 2) return undefined;
  const french = language === 'FR';
  const firsts = french ? FRENCH_FIRST_NAMES : ENGLISH_FIRST_NAMES;
  const lasts = french ? FRENCH_LAST_NAMES : ENGLISH_LAST_NAMES;
  const first = firsts[(index * 7) % firsts.length]!;
  const last = lasts[(index * 11) % lasts.length]!;
  const titles = french ? FRENCH_TITLES[index % FRENCH_TITLES.length]! : undefined;
  const title = titles ? titles[first.feminine ? 0 : 1] : ENGLISH_TITLES[index % ENGLISH_TITLES.length]!;
  return {
    name: `${first.name} ${last}`,
    title,
    email: `${french ? 'vieprivee' : 'privacy'}@${domain}`,
    // Half of them give the clinic's main line.
    ...(phone && index % 2 === 0 ? { phone } : {}),
  };
};
