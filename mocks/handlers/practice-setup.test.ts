import { describe, expect, it } from 'vitest';
import {
  GetAppointmentTypesResponse,
  GetPracticeLastServiceLogResponse,
  GetPracticeModulesResponse,
  GetPracticeResponse,
  GetPracticeServicesStatusResponse,
  GetScheduleColumnsResponse,
  MigratePracticeResponse,
  UpdatePracticeModuleResponse,
} from '@/api/generated/practices/practices.zod';
import { MODULE_CHANGE_DELAY_MS, settleModuleChanges } from '../db/practice-modules';
import { PRACTICES } from '../db/practice-directory';
import { NEWLY_ONBOARDED_PRACTICE } from '../db/practice-seed';
import { practices } from '../db/practices';
import { call, parsed, problemOf } from './api-test-client';

const byName = (name: string) => PRACTICES.find((practice) => practice.name === name)?.id ?? '';

describe('practice modules', () => {
  const bayStreet = byName('Bay Street Dental');

  it('accepts a change (202, pending 15 minutes), refuses another while pending (409), applies it after', async () => {
    const requestedAt = Date.now();
    const accepted = await call(`/practices/${bayStreet}/modules`, {
      as: 'sysadmin',
      method: 'POST',
      body: { name: 'Analytik', enabled: false },
    });
    expect(accepted.status).toBe(202);
    const module = await parsed(UpdatePracticeModuleResponse, accepted);
    expect(module.enabled).toBe(false);
    const pendingFor = Date.parse(module.pendingUntil ?? '') - requestedAt;
    expect(pendingFor).toBeGreaterThanOrEqual(MODULE_CHANGE_DELAY_MS - 1000);
    expect(pendingFor).toBeLessThanOrEqual(MODULE_CHANGE_DELAY_MS + 1000);

    const again = await call(`/practices/${bayStreet}/modules`, {
      as: 'sysadmin',
      method: 'POST',
      body: { name: 'Analytik', enabled: true },
    });
    expect(again.status).toBe(409);
    expect((await problemOf(again)).code).toBe('MODULE_CHANGE_PENDING');

    const states = await parsed(
      GetPracticeModulesResponse,
      await call(`/practices/${bayStreet}/modules`, { as: 'readonly' }),
    );
    expect(states.map((state) => state.name)).toEqual([
      'Messages automatisés',
      'Analytik',
      'Prise de rendez-vous en ligne',
      'Formulaires numériques',
      'Paiement en ligne',
    ]);
    expect(states.find((state) => state.name === 'Analytik')?.pendingUntil).toBe(module.pendingUntil);
    // Still running until the change reaches the practice.
    const during = await parsed(GetPracticeResponse, await call(`/practices/${bayStreet}`, { as: 'totp' }));
    expect(during.activeModules).toContain('Analytik');

    await settleModuleChanges(Date.now() + MODULE_CHANGE_DELAY_MS);
    const after = await parsed(GetPracticeResponse, await call(`/practices/${bayStreet}`, { as: 'totp' }));
    expect(after.activeModules).not.toContain('Analytik');
  });

  it('accepts the current state without a pending change; 403 to others; 400 for an unknown module', async () => {
    const unchanged = await call(`/practices/${bayStreet}/modules`, {
      as: 'sysadmin',
      method: 'POST',
      body: { name: 'Messages automatisés', enabled: true },
    });
    expect(unchanged.status).toBe(202);
    expect(await parsed(UpdatePracticeModuleResponse, unchanged)).not.toHaveProperty('pendingUntil');
    const body = { name: 'Messages automatisés', enabled: false };
    expect(
      (await call(`/practices/${bayStreet}/modules`, { as: 'readonly', method: 'POST', body })).status,
    ).toBe(403);
    expect((await call(`/practices/${bayStreet}/modules`, { as: 'totp', method: 'POST', body })).status).toBe(
      403,
    );
    const unknown = await call(`/practices/${bayStreet}/modules`, {
      as: 'sysadmin',
      method: 'POST',
      body: { name: 'Téléportation', enabled: true },
    });
    expect((await problemOf(unknown)).errors?.[0]?.field).toBe('name');
  });
});

describe('practice monitoring', () => {
  it('shows every service status across practices, with error messages on failing services', async () => {
    const statuses = new Set<string>();
    for (const practice of PRACTICES) {
      const services = await parsed(
        GetPracticeServicesStatusResponse,
        await call(`/practices/${practice.id}/services-status`, { as: 'sysadmin' }),
      );
      for (const service of services) statuses.add(service.status);
      expect(
        services.filter((service) => service.status === 'off-line').every((service) => service.errorMessage),
      ).toBe(true);
    }
    expect([...statuses].sort()).toEqual(['active', 'off-line', 'to-check', 'unknown']);
  });

  it('serves the most recent service log, 404 when no service has logged yet', async () => {
    const plateau = byName('Clinique dentaire du Plateau');
    const last = await parsed(
      GetPracticeLastServiceLogResponse,
      await call(`/practices/${plateau}/last-service-log`, { as: 'clinic' }),
    );
    const services = await parsed(
      GetPracticeServicesStatusResponse,
      await call(`/practices/${plateau}/services-status`, { as: 'clinic' }),
    );
    expect(last.loggedAt).toBe(
      services
        .map((service) => service.lastLogAt)
        .sort()
        .at(-1),
    );
    const newcomer = await call(`/practices/${byName(NEWLY_ONBOARDED_PRACTICE)}/last-service-log`, {
      as: 'sysadmin',
    });
    expect(newcomer.status).toBe(404);
  });
});

describe('practice setup', () => {
  it('lists bilingual appointment types sorted by label, hygiene ones flagged', async () => {
    const types = await parsed(
      GetAppointmentTypesResponse,
      await call(`/practices/${byName('Clinique dentaire du Plateau')}/appointments/types`, { as: 'clinic' }),
    );
    expect(types.map((type) => type.label)).toEqual(
      [...types.map((type) => type.label)].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
    expect(types.some((type) => type.isHygiene)).toBe(true);
    expect(types.every((type) => type.labelFr)).toBe(true);
  });

  it('serves schedule columns with specialty codes and a Monday-to-Sunday schedule', async () => {
    const schedule = await parsed(
      GetScheduleColumnsResponse,
      await call(`/practices/${byName('Bay Street Dental')}/schedule/columns`, { as: 'totp' }),
    );
    expect(schedule.weekSchedule.map((day) => day.weekday)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(schedule.columns.some((column) => column.specialty)).toBe(true);
    expect(
      (await call(`/practices/${byName('Bay Street Dental')}/schedule/columns`, { as: 'clinic' })).status,
    ).toBe(404);
  });
});

describe('POST /practices/{id}/migrate', () => {
  it('migrates once (200 with technical fields), then 409; 409 for practices the new infrastructure cannot take', async () => {
    const waiting = practices.findFirst((q) =>
      q.where({ migrated: false, noNewInfrastructureSupport: false }),
    );
    const legacy = practices.findFirst((q) => q.where({ noNewInfrastructureSupport: true }));
    if (!waiting || !legacy) throw new Error('The seed needs practices to migrate and legacy ones');
    expect((await call(`/practices/${waiting.id}/migrate`, { as: 'readonly', method: 'POST' })).status).toBe(
      403,
    );
    const migrated = await parsed(
      MigratePracticeResponse,
      await call(`/practices/${waiting.id}/migrate`, { as: 'sysadmin', method: 'POST' }),
    );
    expect(migrated.installationUrl).toMatch(/\.cloud\.portal\.example\.ca$/);
    const again = await call(`/practices/${waiting.id}/migrate`, { as: 'sysadmin', method: 'POST' });
    expect((await problemOf(again)).code).toBe('PRACTICE_ALREADY_MIGRATED');
    const refused = await call(`/practices/${legacy.id}/migrate`, { as: 'sysadmin', method: 'POST' });
    expect((await problemOf(refused)).code).toBe('NO_NEW_INFRASTRUCTURE_SUPPORT');
  });
});
