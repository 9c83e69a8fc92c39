import { describe, expect, it } from 'vitest';
import {
  AddClinicsToGroupResponse,
  CreateClinicGroupResponse,
  GetClinicGroupResponse,
  GetClinicGroupsResponse,
  RemoveClinicsFromGroupResponse,
  UpdateClinicGroupResponse,
} from '@/api/generated/clinic-groups/clinic-groups.zod';
import { CLINIC_GROUPS, clinicGroupOfPractice } from '../db/clinic-group-directory';
import { PRACTICES } from '../db/practice-directory';
import { users } from '../db/users';
import { bearerFor } from './api-test-client';

const api = 'http://localhost/api';
const headers = async (as: string) => ({
  authorization: await bearerFor(as),
  'content-type': 'application/json',
});
const call = async (method: string, path: string, body?: unknown, as = 'sysadmin') =>
  fetch(`${api}${path}`, {
    method,
    headers: await headers(as),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const freePractices = PRACTICES.filter((practice) => !clinicGroupOfPractice(practice.id));
const free = (index: number) => {
  const practice = freePractices[index];
  if (!practice) throw new Error(`Only ${freePractices.length} practices are in no group`);
  return practice;
};
const memberOf = (groupIndex: number) => CLINIC_GROUPS[groupIndex]?.practiceIds[0] ?? '';
const UNKNOWN_PRACTICE = '0b6f2d3e-1c4a-4e8b-9d7f-5a2c8e1b3f60';

const expectCountMatches = (group: { practices: unknown[]; numberOfClinics: number }) =>
  expect(group.numberOfClinics).toBe(group.practices.length);

const errorFields = async (response: Response) =>
  ((await response.json()) as { errors: { field: string }[] }).errors.map((error) => error.field);

describe('clinic groups', () => {
  it('seeds 6 groups whose practices are in at most one group, some practices in none', async () => {
    const list = GetClinicGroupsResponse.parse(await (await call('GET', '/clinic-groups')).json());
    expect(list).toHaveLength(6);
    list.forEach(expectCountMatches);
    const members = list.flatMap((group) => group.practices.map((practice) => practice.id));
    expect(new Set(members).size).toBe(members.length);
    expect(freePractices.length).toBeGreaterThan(0);
    const names = list.map((group) => group.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });

  it('creates, renames, adds and removes practices, then deletes a group', async () => {
    const created = await call('POST', '/clinic-groups', {
      name: "  Cliniques dentaires de l'Estrie ",
      practices: [free(0).id],
    });
    expect(created.status).toBe(201);
    const group = CreateClinicGroupResponse.parse(await created.json());
    expect(group.name).toBe("Cliniques dentaires de l'Estrie");
    expect(group.practices).toEqual([{ id: free(0).id, name: free(0).name }]);
    expectCountMatches(group);

    const renamed = await call('PATCH', `/clinic-groups/${group.id}`, { name: 'Groupe dentaire Estrie' });
    expect(UpdateClinicGroupResponse.parse(await renamed.json()).name).toBe('Groupe dentaire Estrie');

    // Adding is idempotent for practices already in the group.
    const added = await call('PATCH', `/clinic-groups/${group.id}/add-clinics`, {
      practices: [free(0).id, free(1).id, free(2).id],
    });
    expect(added.status).toBe(200);
    const withThree = AddClinicsToGroupResponse.parse(await added.json());
    expect(withThree.numberOfClinics).toBe(3);
    expectCountMatches(withThree);
    const practiceNames = withThree.practices.map((practice) => practice.name);
    expect(practiceNames).toEqual(
      [...practiceNames].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );

    // Removing is idempotent: practices not in the group (or unknown) are ignored.
    const removed = await call('PATCH', `/clinic-groups/${group.id}/remove-clinics`, {
      practices: [free(1).id, memberOf(0), UNKNOWN_PRACTICE],
    });
    const withTwo = RemoveClinicsFromGroupResponse.parse(await removed.json());
    expect(withTwo.practices.map((practice) => practice.id).sort()).toEqual([free(0).id, free(2).id].sort());
    expectCountMatches(withTwo);
    const again = RemoveClinicsFromGroupResponse.parse(
      await (
        await call('PATCH', `/clinic-groups/${group.id}/remove-clinics`, { practices: [free(1).id] })
      ).json(),
    );
    expect(again.numberOfClinics).toBe(2);

    const emptied = await call('PATCH', `/clinic-groups/${group.id}/remove-clinics`, {
      practices: [free(0).id, free(2).id],
    });
    const empty = RemoveClinicsFromGroupResponse.parse(await emptied.json());
    expect(empty).toMatchObject({ practices: [], numberOfClinics: 0 });

    const fetched = GetClinicGroupResponse.parse(
      await (await call('GET', `/clinic-groups/${group.id}`)).json(),
    );
    expect(fetched.name).toBe('Groupe dentaire Estrie');

    expect((await call('DELETE', `/clinic-groups/${group.id}`)).status).toBe(204);
    expect((await call('GET', `/clinic-groups/${group.id}`)).status).toBe(404);
    expect((await call('DELETE', `/clinic-groups/${group.id}`)).status).toBe(404);
  });

  it('frees the practices of a deleted group for another one', async () => {
    const group = CreateClinicGroupResponse.parse(
      await (await call('POST', '/clinic-groups', { name: 'Temporaire', practices: [free(3).id] })).json(),
    );
    expect((await call('DELETE', `/clinic-groups/${group.id}`)).status).toBe(204);
    const other = await call('POST', '/clinic-groups', { name: 'Nouveau groupe', practices: [free(3).id] });
    expect(other.status).toBe(201);
  });

  it('answers 409 on delete while a user role is given over the group', async () => {
    const group = CreateClinicGroupResponse.parse(
      await (await call('POST', '/clinic-groups', { name: 'Groupe administré', practices: [] })).json(),
    );
    const admin = await users.create({
      id: '6a1e9c2b-4f7d-4b3a-8e5c-2d9f0a7b1c34',
      username: 'groupe.admin@example.ca',
      email: 'groupe.admin@example.ca',
      firstName: 'Chantal',
      lastName: 'Bergeron',
      roles: [{ role: 'group-admin', groupId: group.id, groupName: group.name, groupMembers: [] }],
      migrated: true,
      legacyPermissions: { analytik: false, practices: [] },
      createdAt: '2026-01-05T15:00:00Z',
      permissions: [],
    });
    const refused = await call('DELETE', `/clinic-groups/${group.id}`);
    expect(refused.status).toBe(409);
    expect((await call('GET', `/clinic-groups/${group.id}`)).status).toBe(200);

    users.delete(admin);
    expect((await call('DELETE', `/clinic-groups/${group.id}`)).status).toBe(204);
  });

  it('answers 409 for a name taken (case-insensitive) or a practice of another group, and adds nothing then', async () => {
    const taken = await call('POST', '/clinic-groups', { name: 'ATLANTIC dental group', practices: [] });
    expect(taken.status).toBe(409);

    const busy = await call('POST', '/clinic-groups', {
      name: 'Groupe occupé',
      practices: [free(4).id, memberOf(1)],
    });
    expect(busy.status).toBe(409);
    const list = GetClinicGroupsResponse.parse(await (await call('GET', '/clinic-groups')).json());
    expect(list.some((group) => group.name === 'Groupe occupé')).toBe(false);

    const rename = await call('PATCH', '/clinic-groups/1', { name: 'santé dentaire rive-sud' });
    expect(rename.status).toBe(409);
    const ownNameOtherCase = await call('PATCH', '/clinic-groups/3', { name: 'SANTÉ DENTAIRE RIVE-SUD' });
    expect(ownNameOtherCase.status).toBe(200);

    const add = await call('PATCH', '/clinic-groups/2/add-clinics', { practices: [free(4).id, memberOf(0)] });
    expect(add.status).toBe(409);
    const group2 = GetClinicGroupResponse.parse(await (await call('GET', '/clinic-groups/2')).json());
    expect(group2.practices.map((practice) => practice.id)).not.toContain(free(4).id);
    expectCountMatches(group2);
  });

  it('answers 400 on the entry for unknown or repeated practices, and for a blank name', async () => {
    const unknown = await call('POST', '/clinic-groups', {
      name: 'Groupe X',
      practices: [free(5).id, free(6).id, UNKNOWN_PRACTICE],
    });
    expect(unknown.status).toBe(400);
    expect(await errorFields(unknown)).toEqual(['practices.2']);

    const repeated = await call('PATCH', '/clinic-groups/1/add-clinics', {
      practices: [free(5).id, free(5).id],
    });
    expect(await errorFields(repeated)).toEqual(['practices.1']);

    const unknownAdd = await call('PATCH', '/clinic-groups/1/add-clinics', { practices: [UNKNOWN_PRACTICE] });
    expect(await errorFields(unknownAdd)).toEqual(['practices.0']);

    const notUuid = await call('POST', '/clinic-groups', { name: 'Groupe Y', practices: ['abc'] });
    expect(await errorFields(notUuid)).toEqual(['practices.0']);

    const blank = await call('PATCH', '/clinic-groups/1', { name: '   ' });
    expect(await errorFields(blank)).toEqual(['name']);

    const noList = await call('PATCH', '/clinic-groups/1/remove-clinics', { practices: [] });
    expect(noList.status).toBe(400);

    expect((await call('PATCH', '/clinic-groups/99', { name: 'Z' })).status).toBe(404);
    expect((await call('PATCH', '/clinic-groups/99/add-clinics', { practices: [free(5).id] })).status).toBe(
      404,
    );
  });
});

describe('clinic groups access', () => {
  it('lets the read-only administrator read, and refuses every write with 403 and no change', async () => {
    const before = GetClinicGroupsResponse.parse(
      await (await call('GET', '/clinic-groups', undefined, 'readonly')).json(),
    );
    const id = before[0]?.id ?? 1;
    expect((await call('GET', `/clinic-groups/${id}`, undefined, 'readonly')).status).toBe(200);

    const writes: [string, string, unknown][] = [
      ['POST', '/clinic-groups', { name: 'Groupe refusé', practices: [free(7).id] }],
      ['PATCH', `/clinic-groups/${id}`, { name: 'Renommé en lecture seule' }],
      ['PATCH', `/clinic-groups/${id}/add-clinics`, { practices: [free(7).id] }],
      [
        'PATCH',
        `/clinic-groups/${id}/remove-clinics`,
        { practices: [before[0]?.practices[0]?.id ?? free(7).id] },
      ],
      ['DELETE', `/clinic-groups/${id}`, undefined],
      // 403 before 404 and 400: ids cannot be probed.
      ['PATCH', '/clinic-groups/99', { name: '' }],
    ];
    for (const [method, path, body] of writes) {
      const response = await call(method, path, body, 'readonly');
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }

    const after = GetClinicGroupsResponse.parse(await (await call('GET', '/clinic-groups')).json());
    expect(after).toEqual(before);
  });

  it('refuses reads and writes to users who are not system administrators', async () => {
    for (const as of ['clinic', 'group']) {
      expect((await call('GET', '/clinic-groups', undefined, as)).status).toBe(403);
      expect((await call('GET', '/clinic-groups/1', undefined, as)).status).toBe(403);
      expect((await call('PATCH', '/clinic-groups/1', { name: 'Pris' }, as)).status).toBe(403);
    }
  });
});
