import { Collection } from '@msw/data';
import { GetClinicGroupResponse } from '@/api/generated/clinic-groups/clinic-groups.zod';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import type { DatabaseArea } from './area';
import { CLINIC_GROUPS } from './clinic-group-directory';
import { PRACTICES } from './practice-directory';

// The refinement makes the collection itself refuse a record whose count drifted from its
// list, whichever handler wrote it (@msw/data validates on create and on every update).
export const clinicGroups = new Collection({
  schema: GetClinicGroupResponse.refine((group) => group.numberOfClinics === group.practices.length, {
    message: 'numberOfClinics must equal the number of practices',
    path: ['numberOfClinics'],
  }),
});

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

export const sortByName = <T extends { name: string }>(list: readonly T[]): T[] => [...list].sort(byName);

/** The practices of a group as the contract shows them: id and name, sorted by name. */
export const practiceRefs = (practiceIds: readonly string[]) =>
  sortByName(
    practiceIds.map((id) => ({
      id,
      name: PRACTICES.find((practice) => practice.id === id)?.name ?? 'unknown',
    })),
  );

/** A group record from its members: the only way records are built, so the count always matches. */
export const clinicGroupRecord = (id: number, name: string, practiceIds: readonly string[]): ClinicGroup => {
  const practices = practiceRefs(practiceIds);
  return { id, name, practices, numberOfClinics: practices.length };
};

export const clinicGroupsArea: DatabaseArea = {
  name: 'clinic-groups',
  collections: { clinicGroups },
  async seed() {
    for (const { id, name, practiceIds } of CLINIC_GROUPS)
      await clinicGroups.create(clinicGroupRecord(id, name, practiceIds));
  },
};
