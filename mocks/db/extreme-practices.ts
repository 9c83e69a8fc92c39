import { GetPracticeModulesResponseItem } from '@/api/generated/practices/practices.zod';
import { z } from 'zod';
import { deploymentGroups } from './administration';
import { FRENCH_LAST_NAMES, ENGLISH_LAST_NAMES } from './person-names';
import { PRACTICES, type PracticeEntry } from './practice-directory';
import { buildModules, buildPractice } from './practice-seed';
import { practiceModules, practices } from './practices';
import { PracticeRecord } from './practice-record';
import { insertRecords } from './extreme-records';
import { seededFaker } from './seeded-faker';

const ModuleState = GetPracticeModulesResponseItem.extend({ practiceId: z.uuid() });

const FRENCH_KINDS = ['Clinique dentaire', 'Centre dentaire', 'Dentistes associés'];
const ENGLISH_KINDS = ['Dental Centre', 'Family Dentistry', 'Dental Care'];

export interface ExtraPracticeOptions {
  /** The faker stream: each seed draws its own, so that one seed's practices never move another's. */
  purpose: string;
  /** The automated communications module (with no communication data: none was ever sent). */
  automatedCommunications?: boolean;
  /** The name of the first practice, instead of a drawn one. */
  name?: string;
}

/**
 * Practices beyond the directory, built as the practices seed builds its own (address, phones,
 * deployment ring, technical fields, modules) in the directory's cities. They have no patients,
 * appointments, history or Analytik data: the offline data generates those for the directory only.
 * Without the option, neither the automated communications nor the Analytik module is on, so no
 * screen promises data that cannot exist.
 */
export const buildExtraPractices = (
  count: number,
  { purpose, automatedCommunications = false, name: firstName }: ExtraPracticeOptions,
): PracticeRecord[] => {
  const faker = seededFaker(`extreme/${purpose}`);
  const rings = deploymentGroups.all().map(({ id, name }) => ({ id, name }));
  const taken = new Set(practices.all().map((practice) => practice.name));
  return Array.from({ length: count }, (_, index) => {
    const town = PRACTICES[index % PRACTICES.length]!;
    const french = town.language === 'FR';
    const family = faker.helpers.arrayElement(french ? FRENCH_LAST_NAMES : ENGLISH_LAST_NAMES);
    const kind = faker.helpers.arrayElement(french ? FRENCH_KINDS : ENGLISH_KINDS);
    const base = french ? `${kind} ${family} de ${town.city}` : `${family} ${kind} ${town.city}`;
    let name = index === 0 && firstName ? firstName : base;
    for (let copy = 2; taken.has(name); copy += 1) name = `${base} ${copy}`;
    taken.add(name);
    const entry: PracticeEntry = {
      ...town,
      id: faker.string.uuid(),
      name,
      automatedCommunications,
      missingInformation: false,
      sms: 'low',
      analytik: false,
    };
    return buildPractice(faker, entry, PRACTICES.length + index, rings);
  });
};

/** Adds the practices and their module states (the modules tab lists one per module). */
export const insertPractices = (records: readonly PracticeRecord[], purpose: string): void => {
  const faker = seededFaker(`extreme/${purpose}/modules`);
  insertRecords(practices, PracticeRecord, records);
  insertRecords(
    practiceModules,
    ModuleState,
    records.flatMap((record) => buildModules(faker, record)),
  );
};
