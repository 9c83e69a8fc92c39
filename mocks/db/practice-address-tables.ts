import type { PracticeTimeZone } from '@/api/generated/practices/model';
import type { PracticeEntry } from './practice-directory';

/**
 * Real forward sortation areas and area codes of the directory's cities, so that addresses and
 * phone numbers look right to people who know the region (a Montréal clinic with an Ottawa
 * postal code would be the first thing QA notices).
 */
export interface CityFacts {
  /** First three characters of the postal code (forward sortation area). */
  fsa: readonly string[];
  areaCodes: readonly string[];
}

export const CITY_FACTS: Readonly<Record<string, CityFacts>> = {
  Montréal: { fsa: ['H2H', 'H2J', 'H2T', 'H1X', 'H4N'], areaCodes: ['514', '438'] },
  Laval: { fsa: ['H7N', 'H7T', 'H7V'], areaCodes: ['450', '579'] },
  Québec: { fsa: ['G1R', 'G1K', 'G1S', 'G1V'], areaCodes: ['418', '581'] },
  Sherbrooke: { fsa: ['J1H', 'J1J', 'J1L'], areaCodes: ['819', '873'] },
  'Trois-Rivières': { fsa: ['G8T', 'G8Y', 'G9A'], areaCodes: ['819', '873'] },
  Gatineau: { fsa: ['J8T', 'J8Y', 'J9H'], areaCodes: ['819', '873'] },
  Saguenay: { fsa: ['G7H', 'G7B', 'G7S'], areaCodes: ['418', '581'] },
  Longueuil: { fsa: ['J4K', 'J4H', 'J4M'], areaCodes: ['450', '579'] },
  Westmount: { fsa: ['H3Z', 'H3Y'], areaCodes: ['514', '438'] },
  Rimouski: { fsa: ['G5L', 'G5M'], areaCodes: ['418', '581'] },
  Lévis: { fsa: ['G6V', 'G6W'], areaCodes: ['418', '581'] },
  Brossard: { fsa: ['J4W', 'J4X', 'J4Z'], areaCodes: ['450', '579'] },
  'Pointe-Claire': { fsa: ['H9R', 'H9S'], areaCodes: ['514', '438'] },
  Toronto: { fsa: ['M5J', 'M5H', 'M4W', 'M5V'], areaCodes: ['416', '647'] },
  Ottawa: { fsa: ['K1P', 'K1C', 'K4A', 'K2P'], areaCodes: ['613', '343'] },
  Kingston: { fsa: ['K7L', 'K7K', 'K7M'], areaCodes: ['613', '343'] },
  Hamilton: { fsa: ['L9A', 'L9C', 'L8P'], areaCodes: ['905', '289'] },
  London: { fsa: ['N6A', 'N6B', 'N6G'], areaCodes: ['519', '226'] },
  Sudbury: { fsa: ['P3E', 'P3A', 'P3C'], areaCodes: ['705', '249'] },
  Hearst: { fsa: ['P0L'], areaCodes: ['705'] },
  Mississauga: { fsa: ['L5B', 'L5M', 'L4Z'], areaCodes: ['905', '289'] },
  Waterloo: { fsa: ['N2L', 'N2J', 'N2T'], areaCodes: ['519', '226'] },
  Moncton: { fsa: ['E1C', 'E1E', 'E1G'], areaCodes: ['506'] },
  Fredericton: { fsa: ['E3B', 'E3A', 'E3C'], areaCodes: ['506'] },
  'Saint John': { fsa: ['E2L', 'E2J', 'E2K'], areaCodes: ['506'] },
  Caraquet: { fsa: ['E1W'], areaCodes: ['506'] },
  Edmundston: { fsa: ['E3V'], areaCodes: ['506'] },
  Dieppe: { fsa: ['E1A'], areaCodes: ['506'] },
};

export const FRENCH_STREETS: readonly string[] = [
  'rue Saint-Denis',
  'avenue Papineau',
  'boulevard René-Lévesque',
  'rue Principale',
  'rue Notre-Dame',
  'chemin Sainte-Foy',
  'boulevard Laurier',
  'rue King Ouest',
  'avenue des Érables',
  'rue de l’Église',
  'boulevard Saint-Joseph',
  'rue Wellington Nord',
];

export const ENGLISH_STREETS: readonly string[] = [
  'King Street West',
  'Queen Street',
  'Main Street',
  'Bay Street',
  'Princess Street',
  'Dundas Street',
  'Water Street',
  'Elm Avenue',
  'Church Street',
  'Victoria Road',
  'Lakeshore Boulevard',
  'Regent Street',
];

export const SUITES_FR: readonly string[] = ['Bureau 200', 'Local 104', 'Suite 310', '2e étage'];
export const SUITES_EN: readonly string[] = ['Suite 200', 'Unit 4', 'Suite 1105', '2nd floor'];

/**
 * America/Montreal is an alias of America/Toronto that older practice-management installs
 * still write, so some Quebec practices keep it: the UI must accept both.
 */
export const TIMEZONES: Readonly<Record<PracticeEntry['province'], readonly PracticeTimeZone[]>> = {
  quebec: ['America/Montreal', 'America/Toronto'],
  ontario: ['America/Toronto'],
  'new-brunswick': ['America/Moncton'],
};

/** A short domain for a practice name: "Clinique dentaire du Plateau" → "cliniquedentaireduplateau.ca". */
export const domainOf = (practiceName: string): string =>
  `${practiceName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')}.ca`;

/** A slug for technical names: "Clinique dentaire du Plateau" → "clinique_dentaire_du_plateau". */
export const slugOf = (practiceName: string, separator = '_'): string =>
  practiceName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}|\\${separator}$`, 'g'), '');
