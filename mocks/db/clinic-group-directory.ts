import { PRACTICES } from './practice-directory';

/**
 * The clinic groups of the offline database, fixed by hand like the practice directory so that
 * other areas (group-admin roles of the users area) can point at them by id. A practice is in
 * at most one group, and some practices are in none, so that adding a free practice and the
 * 409 for a practice of another group can both be tried in the UI.
 */
export interface ClinicGroupEntry {
  id: number;
  name: string;
  /** Ids of the member practices, from PRACTICES. */
  practiceIds: readonly string[];
}

const idOf = (name: string): string => {
  const practice = PRACTICES.find((entry) => entry.name === name);
  if (!practice) throw new Error(`No practice named ${name} in the directory`);
  return practice.id;
};

const group = (id: number, name: string, practiceNames: string[]): ClinicGroupEntry => ({
  id,
  name,
  practiceIds: practiceNames.map(idOf),
});

export const CLINIC_GROUPS: readonly ClinicGroupEntry[] = [
  group(1, 'Groupe dentaire Montréal Métropolitain', [
    'Clinique dentaire du Plateau',
    'Centre dentaire Saint-Laurent',
    'Clinique dentaire Rosemont',
    'Westmount Dental Centre',
  ]),
  group(2, 'Cliniques dentaires de la Capitale', [
    'Clinique dentaire Vieux-Québec',
    'Centre dentaire Sainte-Foy',
    'Clinique dentaire Lévis',
  ]),
  group(3, 'Santé dentaire Rive-Sud', ['Clinique dentaire Longueuil', 'centre dentaire Brossard']),
  group(4, 'Ontario Smile Partners', [
    'Bay Street Dental',
    'Mississauga Dental Arts',
    'Hamilton Mountain Dental Care',
    'Waterloo Dental Studio',
  ]),
  group(5, "Réseau dentaire francophone de l'Ontario", [
    'Clinique dentaire d’Orléans',
    'Clinique dentaire de Hearst',
  ]),
  group(6, 'Atlantic Dental Group', [
    'Fredericton Dental Clinic',
    'Saint John Harbour Dental',
    'Dieppe Dental Centre',
  ]),
];

/** The seeded group of a practice, if any. */
export const clinicGroupOfPractice = (practiceId: string): ClinicGroupEntry | undefined =>
  CLINIC_GROUPS.find((entry) => entry.practiceIds.includes(practiceId));
