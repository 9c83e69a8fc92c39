import type { Faker } from '@faker-js/faker';

/**
 * Names as they are found in Canadian clinics: faker's fr_CA locale has no person names and its
 * English ones read like placeholder text, so both languages come from these tables.
 */
export const FRENCH_FIRST_NAMES: readonly { name: string; feminine: boolean }[] = [
  ...[
    'Julie',
    'Marie-Ève',
    'Geneviève',
    'Isabelle',
    'Mélanie',
    'Catherine',
    'Sophie',
    'Émilie',
    'Chantal',
    'Nathalie',
    'Véronique',
    'Annie',
    'Josée',
    'Hélène',
    'Noémie',
    'Léa',
    'Chloé',
    'Audrey',
    'Stéphanie',
    'Maude',
  ].map((name) => ({ name, feminine: true })),
  ...[
    'Mathieu',
    'Jean-François',
    'Louis',
    'Sébastien',
    'Marc-André',
    'François',
    'Étienne',
    'Philippe',
    'Olivier',
    'Maxime',
    'Guillaume',
    'Benoît',
    'Luc',
    'Gabriel',
    'Félix',
    'Rémi',
    'Jérôme',
    'Pierre-Luc',
    'Yannick',
    'Alexandre',
  ].map((name) => ({ name, feminine: false })),
];

export const FRENCH_LAST_NAMES: readonly string[] = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Paquette',
  'Girard',
  'Simard',
  'Boucher',
  'Caron',
  'Beaulieu',
  'Cloutier',
  'Dubé',
  'Poirier',
  'Fournier',
  'Lapointe',
  'Leclerc',
  'Lefebvre',
  'Poulin',
  'Thibault',
  'St-Pierre',
  'Nadeau',
  'Landry',
  'Cormier',
  'LeBlanc',
  'Arsenault',
  'Robichaud',
  'Savoie',
  'Chiasson',
  'D’Amours',
];

export const ENGLISH_FIRST_NAMES: readonly { name: string; feminine: boolean }[] = [
  ...[
    'Emily',
    'Sarah',
    'Jessica',
    'Megan',
    'Olivia',
    'Emma',
    'Hannah',
    'Rachel',
    'Lauren',
    'Amanda',
    'Priya',
    'Aisha',
    'Grace',
    'Madison',
    'Natalie',
    'Kayla',
    'Fatima',
    'Mei',
    'Erin',
    'Claire',
  ].map((name) => ({ name, feminine: true })),
  ...[
    'Michael',
    'Ryan',
    'Daniel',
    'Matthew',
    'David',
    'James',
    'Andrew',
    'Kevin',
    'Jason',
    'Tyler',
    'Connor',
    'Liam',
    'Noah',
    'Ethan',
    'Arjun',
    'Omar',
    'Wei',
    'Brandon',
    'Owen',
    'Graham',
  ].map((name) => ({ name, feminine: false })),
];

export const ENGLISH_LAST_NAMES: readonly string[] = [
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Thompson',
  'Anderson',
  'Taylor',
  'Johnston',
  'Stewart',
  'Murray',
  'Walsh',
  'Kelly',
  'Patel',
  'Singh',
  'Chen',
  'Wong',
  'Nguyen',
  'Li',
  'Ahmed',
  'Khan',
  'Fraser',
  'Robertson',
  'O’Brien',
  'McKenzie',
  'Sullivan',
  'Grant',
  'Reid',
  'Mitchell',
  'Hughes',
];

export interface PersonName {
  firstName: string;
  lastName: string;
  feminine: boolean;
}

export const personName = (faker: Faker, language: 'FR' | 'EN'): PersonName => {
  const [firstNames, lastNames] =
    language === 'FR' ? [FRENCH_FIRST_NAMES, FRENCH_LAST_NAMES] : [ENGLISH_FIRST_NAMES, ENGLISH_LAST_NAMES];
  const first = faker.helpers.arrayElement(firstNames);
  return { firstName: first.name, lastName: faker.helpers.arrayElement(lastNames), feminine: first.feminine };
};

/** How the schedule shows a dentist: "Dre Tremblay" / "Dr. Smith". */
export const doctorTitle = (language: 'FR' | 'EN', feminine: boolean): string => {
  if (language === 'EN') return 'Dr.';
  return feminine ? 'Dre' : 'Dr';
};
