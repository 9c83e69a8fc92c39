// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIRECT_CALLS, operationOfImport, readScreens, rootDir, type Screen } from './screen-operations';

const screens = readScreens();
const screen = (id: Screen['id']) => {
  const found = screens.find((entry) => entry.id === id);
  if (!found) throw new Error(`No screen ${id}`);
  return found;
};
const calls = (id: Screen['id']) =>
  screen(id).operations.map(({ operationId, kind }) => `${kind} ${operationId}`);

describe('the operations of each screen', () => {
  it('names the operation a generated import calls, and none for a cache key', () => {
    expect(operationOfImport('useGetPractices')).toBe('getPractices');
    expect(operationOfImport('useUpdateDeploymentGroup')).toBe('updateDeploymentGroup');
    expect(operationOfImport('getGetClinicGroupsQueryOptions')).toBe('getClinicGroups');
    expect(operationOfImport('exportCommunicationHistory')).toBe('exportCommunicationHistory');
    expect(operationOfImport('getGetPracticesQueryKey')).toBeUndefined();
  });

  it('follows a route’s page through its modules to the hooks it calls, reads before writes', () => {
    expect(screen('adminDeploymentGroups')).toMatchObject({
      path: '/admin/deployment-groups',
      module: 'src/features/admin/deployment-groups/deployment-groups-page.tsx',
    });
    expect(calls('adminDeploymentGroups')).toEqual([
      'read getDeploymentGroups',
      'write updateDeploymentGroup',
    ]);
    // The export is a call made on a click: still one of the screen's reads.
    expect(calls('communicationsHistory')).toEqual([
      'read exportCommunicationHistory',
      'read getCommunicationHistory',
    ]);
  });

  it('counts a hook of a shared module for every screen that uses it', () => {
    for (const id of ['communicationsNotifications', 'communicationsUpcoming'] as const)
      expect(calls(id)).toContain('read getCommunicationStats');
    expect(calls('adminUsers')).toContain('read getPractices');
    expect(calls('adminClinicGroups')).toContain('read getPractices');
  });

  it('counts the calls a module makes without the generated client, as its modules say', () => {
    for (const module of Object.keys(DIRECT_CALLS))
      expect(existsSync(join(rootDir, module)), module).toBe(true);
    expect(calls('preferences')).toEqual(['read getPatientPreferences', 'write savePatientPreferences']);
  });

  it('leaves the session’s calls to the session, and lists the patients’ confirmation page', () => {
    expect(calls('login')).toEqual([]);
    expect(
      screens.flatMap((entry) => entry.operations.map((operation) => operation.operationId)),
    ).not.toContain('getUserProfile');
    expect(calls('confirmation')).toEqual(['write confirmAppointment']);
  });
});
