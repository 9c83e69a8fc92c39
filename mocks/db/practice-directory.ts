import { seededFaker } from './seeded-faker';

/**
 * The practices of the offline database, fixed by hand so that every area seeds around the same
 * clinics: French and English names across Quebec, Ontario and New Brunswick, some missing
 * required information (SPEC §5), some without the automated communications module, some
 * using SMS close to or over their monthly package.
 */
export interface PracticeEntry {
  id: string;
  name: string;
  city: string;
  province: 'quebec' | 'ontario' | 'new-brunswick';
  language: 'FR' | 'EN';
  /** Has the 'Messages automatisés' module. */
  automatedCommunications: boolean;
  /** Some of addressLine1, city, province, postalCode, billingEmail, country are empty. */
  missingInformation: boolean;
  sms: 'low' | 'near-limit' | 'over-limit';
  analytik: boolean;
}

type Row = [
  name: string,
  city: string,
  province: PracticeEntry['province'],
  language: PracticeEntry['language'],
  flags?: string,
];

// flags: n = no automated communications, m = missing information, s = SMS near limit,
// S = SMS over limit, a = no Analytik module.
const ROWS: Row[] = [
  ['Clinique dentaire du Plateau', 'Montréal', 'quebec', 'FR'],
  ['Centre dentaire Saint-Laurent', 'Montréal', 'quebec', 'FR', 's'],
  ['Clinique dentaire Rosemont', 'Montréal', 'quebec', 'FR', 'm'],
  ['Dentistes associés de Laval', 'Laval', 'quebec', 'FR', 'S'],
  ['Clinique dentaire Vieux-Québec', 'Québec', 'quebec', 'FR'],
  ['Centre dentaire Sainte-Foy', 'Québec', 'quebec', 'FR', 'n'],
  ['Clinique d’orthodontie de Sherbrooke', 'Sherbrooke', 'quebec', 'FR', 'a'],
  ['Clinique dentaire Trois-Rivières', 'Trois-Rivières', 'quebec', 'FR', 'mn'],
  ['Centre dentaire de Gatineau', 'Gatineau', 'quebec', 'FR', 's'],
  ['Clinique dentaire Saguenay', 'Saguenay', 'quebec', 'FR'],
  ['Clinique dentaire Longueuil', 'Longueuil', 'quebec', 'FR', 'a'],
  ['Westmount Dental Centre', 'Westmount', 'quebec', 'EN'],
  ['Clinique dentaire Rimouski', 'Rimouski', 'quebec', 'FR', 'n'],
  ['Clinique dentaire Lévis', 'Lévis', 'quebec', 'FR', 'S'],
  ['centre dentaire Brossard', 'Brossard', 'quebec', 'FR', 'm'],
  ['Pointe-Claire Family Dentistry', 'Pointe-Claire', 'quebec', 'EN'],
  ['Bay Street Dental', 'Toronto', 'ontario', 'EN'],
  ['Ottawa Smile Centre', 'Ottawa', 'ontario', 'EN', 's'],
  ['Clinique dentaire d’Orléans', 'Ottawa', 'ontario', 'FR'],
  ['Kingston Waterfront Dental', 'Kingston', 'ontario', 'EN', 'n'],
  ['Hamilton Mountain Dental Care', 'Hamilton', 'ontario', 'EN', 'a'],
  ['London Family Dental', 'London', 'ontario', 'EN', 'm'],
  ['Sudbury Dental Group', 'Sudbury', 'ontario', 'EN', 'S'],
  ['Clinique dentaire de Hearst', 'Hearst', 'ontario', 'FR'],
  ['Mississauga Dental Arts', 'Mississauga', 'ontario', 'EN'],
  ['Waterloo Dental Studio', 'Waterloo', 'ontario', 'EN', 'n'],
  ['Clinique dentaire de Moncton', 'Moncton', 'new-brunswick', 'FR'],
  ['Fredericton Dental Clinic', 'Fredericton', 'new-brunswick', 'EN', 's'],
  ['Saint John Harbour Dental', 'Saint John', 'new-brunswick', 'EN', 'm'],
  ['Centre dentaire de la Péninsule', 'Caraquet', 'new-brunswick', 'FR', 'a'],
  ['Clinique dentaire d’Edmundston', 'Edmundston', 'new-brunswick', 'FR', 'n'],
  ['Dieppe Dental Centre', 'Dieppe', 'new-brunswick', 'EN'],
];

const faker = seededFaker('practice-directory');

export const PRACTICES: readonly PracticeEntry[] = ROWS.map(
  ([name, city, province, language, flags = '']) => ({
    id: faker.string.uuid(),
    name,
    city,
    province,
    language,
    automatedCommunications: !flags.includes('n'),
    missingInformation: flags.includes('m'),
    sms: flags.includes('S') ? 'over-limit' : flags.includes('s') ? 'near-limit' : 'low',
    analytik: !flags.includes('a'),
  }),
);

const byName = (name: string): PracticeEntry => {
  const practice = PRACTICES.find((entry) => entry.name === name);
  if (!practice) throw new Error(`No practice named ${name} in the directory`);
  return practice;
};

/** The practice with 20,000 rows of communications history. */
export const HISTORY_PRACTICE = byName('Clinique dentaire du Plateau');

/**
 * The practices of the demo practice administrator ("clinic"): one without the automated
 * communications module, one missing required information.
 */
export const CLINIC_ADMIN_PRACTICES: readonly PracticeEntry[] = [
  HISTORY_PRACTICE,
  byName('Centre dentaire Sainte-Foy'),
  byName('Clinique dentaire Rosemont'),
  byName('Centre dentaire Saint-Laurent'),
];
