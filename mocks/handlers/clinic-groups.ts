import { HttpResponse, http } from 'msw';
import {
  AddClinicsToGroupBody,
  CreateClinicGroupBody,
  RemoveClinicsFromGroupBody,
  UpdateClinicGroupBody,
} from '@/api/generated/clinic-groups/clinic-groups.zod';
import { CLINIC_GROUP_CONFLICTS } from '@/domain/clinic-group-conflicts';
import { apiPath } from '../config';
import { clinicGroupRecord, clinicGroups, sortByName } from '../db/clinic-groups';
import { PRACTICES } from '../db/practice-directory';
import { requireSystemAdmin } from './caller';
import { groupAdminRoleCount } from './clinic-group-roles';
import { conflict, notFound, readJsonBody, validationFailed } from './problem';

type FieldError = { field: string; code: string; message: string };

const findGroup = (id: number) => clinicGroups.findFirst((q) => q.where({ id }));
const groupNotFound = (id: unknown) => notFound(`Clinic group ${String(id)} does not exist.`);

const sameName = (a: string, b: string) => a.toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr');
const nameTaken = (name: string, exceptId?: number) =>
  clinicGroups.findFirst((q) =>
    q.where({ name: (other) => sameName(other, name), id: (id) => id !== exceptId }),
  );

/** The contract trims names; a name of spaces only is as empty as no name. */
const trimmedName = (name: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw validationFailed([{ field: 'name', code: 'too_small', message: 'Enter a name.' }]);
  return trimmed;
};

const nameConflict = (name: string) =>
  conflict(`A clinic group named "${name}" already exists.`, CLINIC_GROUP_CONFLICTS.nameTaken);

/** Duplicates always, unknown practices when asked: 400 on the entry, e.g. `practices.2`. */
const practiceListErrors = (ids: readonly string[], rejectUnknown: boolean): FieldError[] =>
  ids.flatMap((id, index): FieldError[] => {
    const field = `practices.${index}`;
    if (ids.indexOf(id) !== index)
      return [{ field, code: 'duplicate', message: 'This practice is listed twice.' }];
    if (rejectUnknown && !PRACTICES.some((practice) => practice.id === id)) {
      return [{ field, code: 'unknown_practice', message: `Practice ${id} does not exist.` }];
    }
    return [];
  });

const readPracticeList = (ids: readonly string[], rejectUnknown: boolean) => {
  const errors = practiceListErrors(ids, rejectUnknown);
  if (errors.length > 0) throw validationFailed(errors);
  return ids;
};

/** A practice belongs to at most one group: 409 naming those already taken elsewhere. */
const membershipConflict = (practiceIds: readonly string[], groupId?: number) => {
  const taken = clinicGroups
    .findMany((q) => q.where({ id: (id) => id !== groupId }))
    .flatMap((group) =>
      group.practices
        .filter((practice) => practiceIds.includes(practice.id))
        .map((practice) => `${practice.name} (${group.name})`),
    );
  if (taken.length === 0) return undefined;
  return conflict(
    `Already in another clinic group: ${taken.join(', ')}.`,
    CLINIC_GROUP_CONFLICTS.practiceInAnotherGroup,
  );
};

const setMembers = (id: number, practiceIds: readonly string[]) =>
  clinicGroups.update((q) => q.where({ id }), {
    data(group) {
      const next = clinicGroupRecord(id, group.name, practiceIds);
      group.practices = next.practices;
      group.numberOfClinics = next.numberOfClinics;
    },
  });

const memberIds = (id: number) => findGroup(id)?.practices.map((practice) => practice.id) ?? [];

export const clinicGroupsHandlers = [
  http.get(apiPath('/clinic-groups'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    return HttpResponse.json(sortByName(clinicGroups.all()));
  }),

  // 403 comes before 404 in every operation, so that ids cannot be probed; a write's body is
  // judged (400) before the group is looked up, as it does not depend on it.
  http.get(apiPath('/clinic-groups/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: false });
    const group = findGroup(Number(params.id));
    return group ? HttpResponse.json(group) : groupNotFound(params.id);
  }),

  http.post(apiPath('/clinic-groups'), async ({ request }) => {
    await requireSystemAdmin(request, { write: true });
    const body = await readJsonBody(request, CreateClinicGroupBody);
    const name = trimmedName(body.name);
    const practiceIds = readPracticeList(body.practices, true);
    if (nameTaken(name)) return nameConflict(name);
    const busy = membershipConflict(practiceIds);
    if (busy) return busy;
    const id = Math.max(0, ...clinicGroups.all().map((group) => group.id)) + 1;
    const created = await clinicGroups.create(clinicGroupRecord(id, name, practiceIds));
    return HttpResponse.json(created, { status: 201 });
  }),

  http.patch(apiPath('/clinic-groups/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const name = trimmedName((await readJsonBody(request, UpdateClinicGroupBody)).name);
    const id = Number(params.id);
    if (!findGroup(id)) return groupNotFound(params.id);
    if (nameTaken(name, id)) return nameConflict(name);
    const updated = await clinicGroups.update((q) => q.where({ id }), {
      data(group) {
        group.name = name;
      },
    });
    return HttpResponse.json(updated);
  }),

  http.patch(apiPath('/clinic-groups/:id/add-clinics'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const practiceIds = readPracticeList(
      (await readJsonBody(request, AddClinicsToGroupBody)).practices,
      true,
    );
    const id = Number(params.id);
    if (!findGroup(id)) return groupNotFound(params.id);
    const busy = membershipConflict(practiceIds, id);
    if (busy) return busy;
    const members = memberIds(id);
    return HttpResponse.json(
      await setMembers(id, [
        ...members,
        ...practiceIds.filter((practiceId) => !members.includes(practiceId)),
      ]),
    );
  }),

  // Idempotent: ids that are not members (unknown ones included) are simply ignored.
  http.patch(apiPath('/clinic-groups/:id/remove-clinics'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const practiceIds = readPracticeList(
      (await readJsonBody(request, RemoveClinicsFromGroupBody)).practices,
      false,
    );
    const id = Number(params.id);
    if (!findGroup(id)) return groupNotFound(params.id);
    return HttpResponse.json(
      await setMembers(
        id,
        memberIds(id).filter((practiceId) => !practiceIds.includes(practiceId)),
      ),
    );
  }),

  http.delete(apiPath('/clinic-groups/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const id = Number(params.id);
    if (!findGroup(id)) return groupNotFound(params.id);
    const roles = groupAdminRoleCount(id);
    if (roles > 0) {
      return conflict(
        `${roles} user role(s) are still given over this clinic group; remove them before deleting it.`,
        CLINIC_GROUP_CONFLICTS.hasRoles,
      );
    }
    clinicGroups.delete((q) => q.where({ id }));
    return new HttpResponse(null, { status: 204 });
  }),
];
