import { describe, expect, it } from 'vitest';
import {
  GetPracticeResponse,
  GetPracticesResponse,
  UpdatePracticeResponse,
} from '@/api/generated/practices/practices.zod';
import { CLINIC_GROUPS } from '../db/clinic-group-directory';
import { CLINIC_ADMIN_PRACTICES, PRACTICES } from '../db/practice-directory';
import { practices } from '../db/practices';
import { DEMO_GROUP_ID } from '../db/user-demo-accounts';
import { call, parsed, problemOf, rawJson } from './api-test-client';

const list = async (query: string, as = 'sysadmin') =>
  parsed(GetPracticesResponse, await call(`/practices?${query}`, { as }));
const byName = (name: string) => PRACTICES.find((practice) => practice.name === name)?.id ?? '';
const rosemont = byName('Clinique dentaire Rosemont');

describe('GET /practices', () => {
  it('lists all 32 practices to a system administrator, sorted by name without regard to case', async () => {
    const { items, meta } = await list('pageSize=50');
    expect(meta.totalItems).toBe(32);
    const names = items.map((practice) => practice.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    // Lowercase "centre" sorts among the C's, not after every capital.
    const brossard = names.indexOf('centre dentaire Brossard');
    expect(names[brossard - 1]).toBe('Bay Street Dental');
    expect(names[brossard + 1]).toBe('Centre dentaire de Gatineau');
    expect(items.every((practice) => practice.deploymentGroup)).toBe(true);
  });

  it('shows a practice administrator only their practices, and a group administrator their group', async () => {
    const clinic = await list('', 'clinic');
    expect(clinic.items.map((practice) => practice.id).sort()).toEqual(
      CLINIC_ADMIN_PRACTICES.map((practice) => practice.id).sort(),
    );
    expect(clinic.items.some((practice) => practice.deploymentGroup)).toBe(false);
    const group = await list('', 'group');
    const members = CLINIC_GROUPS.find((entry) => entry.id === DEMO_GROUP_ID)?.practiceIds ?? [];
    expect(group.items.map((practice) => practice.id).sort()).toEqual([...members].sort());
  });

  it('filters by search (accents and case ignored, name or city), province, missing information and module', async () => {
    const quebec = await list('search=QUEBEC');
    expect(quebec.items.map((practice) => practice.name)).toEqual(
      expect.arrayContaining(['Clinique dentaire Vieux-Québec', 'Centre dentaire Sainte-Foy']),
    );
    expect((await list('province=new-brunswick')).meta.totalItems).toBe(6);
    const missing = await list('missingInformation=true');
    expect(missing.meta.totalItems).toBe(PRACTICES.filter((practice) => practice.missingInformation).length);
    expect(missing.items.every((practice) => practice.missingInformation)).toBe(true);
    const messaging = await list('module=Messages%20automatis%C3%A9s&pageSize=200');
    expect(messaging.meta.totalItems).toBe(
      PRACTICES.filter((practice) => practice.automatedCommunications).length,
    );
    expect(messaging.items.every((practice) => practice.activeModules.includes('Messages automatisés'))).toBe(
      true,
    );
  });

  it('filters by deployment group', async () => {
    const all = await list('pageSize=200');
    const groupIds = [...new Set(all.items.map((practice) => practice.deploymentGroup?.id))];
    expect(groupIds.length).toBeGreaterThan(1);
    for (const id of groupIds) {
      const found = await list(`deploymentGroup=${id}&pageSize=200`);
      expect(found.meta.totalItems).toBe(
        all.items.filter((practice) => practice.deploymentGroup?.id === id).length,
      );
      expect(found.items.every((practice) => practice.deploymentGroup?.id === id)).toBe(true);
    }
  });

  it('pages on the server and sorts on request', async () => {
    const page = await list('page=4&pageSize=10');
    expect(page.meta).toEqual({ page: 4, pageSize: 10, totalItems: 32, totalPages: 4 });
    expect(page.items).toHaveLength(2);
    const descending = (await list('sort=name:desc&pageSize=1')).items[0]?.name;
    expect(descending).toBe('Westmount Dental Centre');
    const bad = await call('/practices?pageSize=0&sort=size', { as: 'sysadmin' });
    expect((await problemOf(bad)).errors?.map((error) => error.field).sort()).toEqual(['pageSize', 'sort']);
  });
});

describe('GET /practices/{id}', () => {
  it('hides the technical fields unless a system administrator asks for complete details', async () => {
    const response = await call(`/practices/${rosemont}`, { as: 'clinic' });
    expect(await rawJson(response)).not.toHaveProperty('migrated');
    const practice = await parsed(GetPracticeResponse, response);
    expect(practice).not.toHaveProperty('databaseName');
    expect(practice.clinicGroup?.id).toBe(1);

    const refused = await call(`/practices/${rosemont}?completeDetails=true`, { as: 'clinic' });
    expect(refused.status).toBe(403);
    const complete = await parsed(
      GetPracticeResponse,
      await call(`/practices/${rosemont}?completeDetails=true`, { as: 'readonly' }),
    );
    expect(complete).toMatchObject({
      databaseName: 'pms_clinique_dentaire_rosemont',
      deploymentGroup: { id: expect.any(Number) as unknown },
    });
  });

  it('answers 404 for a practice the caller cannot see, as for one that does not exist', async () => {
    expect((await call(`/practices/${byName('Bay Street Dental')}`, { as: 'clinic' })).status).toBe(404);
    expect((await call(`/practices/${crypto.randomUUID()}`, { as: 'sysadmin' })).status).toBe(404);
  });
});

describe('PATCH /practices/{id}', () => {
  it('completes a practice missing information and recomputes the flag', async () => {
    const before = await parsed(GetPracticeResponse, await call(`/practices/${rosemont}`, { as: 'clinic' }));
    expect(before.missingInformation).toBe(true);
    const body = {
      addressLine1: ' 4520, avenue Papineau ',
      city: 'Montréal',
      province: 'quebec',
      postalCode: 'h2h1v4',
      country: 'Canada',
      billingEmail: 'comptabilite@cliniquedentairerosemont.ca',
      cellphone: '',
    };
    const updated = await parsed(
      UpdatePracticeResponse,
      await call(`/practices/${rosemont}`, { as: 'clinic', method: 'PATCH', body }),
    );
    expect(updated).toMatchObject({
      addressLine1: '4520, avenue Papineau',
      postalCode: 'H2H 1V4',
      cellphone: '',
      missingInformation: false,
    });
    expect(updated).not.toHaveProperty('databaseName');
    const after = await parsed(GetPracticeResponse, await call(`/practices/${rosemont}`, { as: 'clinic' }));
    expect(after).toEqual(updated);
    expect(practices.findFirst((q) => q.where({ id: rosemont }))?.missingInformation).toBe(false);
  });

  it('answers 400 with the field list for a bad body, and for an empty one', async () => {
    const bad = await call(`/practices/${rosemont}`, {
      as: 'clinic',
      method: 'PATCH',
      body: { billingEmail: 'nope', postalCode: 'D1A 1A1', phone: '514-555-0143', city: '' },
    });
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).errors?.map((error) => error.field).sort()).toEqual([
      'billingEmail',
      'city',
      'phone',
      'postalCode',
    ]);
    expect((await call(`/practices/${rosemont}`, { as: 'clinic', method: 'PATCH', body: {} })).status).toBe(
      400,
    );
    expect((await call(`/practices/${rosemont}`, { as: 'clinic', method: 'PATCH', body: '{' })).status).toBe(
      400,
    );
  });

  it('answers 403 to the read-only administrator and to a practice user', async () => {
    expect(
      (await call(`/practices/${rosemont}`, { as: 'readonly', method: 'PATCH', body: { city: 'Laval' } }))
        .status,
    ).toBe(403);
    const longueuil = byName('Clinique dentaire Longueuil');
    expect((await call(`/practices/${longueuil}`, { as: 'unconfirmed' })).status).toBe(200);
    expect(
      (await call(`/practices/${longueuil}`, { as: 'unconfirmed', method: 'PATCH', body: { city: 'Laval' } }))
        .status,
    ).toBe(403);
  });
});
