// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareContracts } from './breaking';
import { openapiDir } from '../../mocks/contract/spec-files';

const copyOfContracts = () => {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-'));
  cpSync(openapiDir, dir, { recursive: true });
  return dir;
};

const edit = (dir: string, file: string, from: string, to: string) => {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path, text.replace(from, to));
};

describe('contract:breaking', () => {
  it('finds nothing between identical contracts', async () => {
    const reports = await compareContracts(openapiDir, copyOfContracts());
    expect(reports.flatMap((report) => report.breaking)).toEqual([]);
  }, 60_000);

  it('flags a removed operation and a narrowed request, and only in their group', async () => {
    const head = copyOfContracts();
    // The list of deployment groups disappears; a rename now needs a longer name.
    edit(
      head,
      'administration.yaml',
      '  /administration/deploymentGroups:\n    get:',
      '  /administration/deploymentGroupsRemoved:\n    get:',
    );
    const reports = await compareContracts(openapiDir, head);
    const administration = reports.find((report) => report.group === 'administration');
    expect(administration?.breaking.join('\n')).toMatch(/path\.remove/);
    expect(
      reports.filter((report) => report.group !== 'administration').flatMap((report) => report.breaking),
    ).toEqual([]);
  }, 60_000);

  it('accepts an added optional response field as non-breaking', async () => {
    const head = copyOfContracts();
    edit(
      head,
      'administration.yaml',
      '          description: Release (version tag) deployed to the practices of this group.\n          example: 2026.10.2\n',
      '          description: Release (version tag) deployed to the practices of this group.\n          example: 2026.10.2\n        notes:\n          type: string\n          example: Fenêtre de maintenance le dimanche\n',
    );
    const reports = await compareContracts(openapiDir, head);
    expect(reports.flatMap((report) => report.breaking)).toEqual([]);
    expect(reports.find((report) => report.group === 'administration')?.nonBreaking).toBeGreaterThan(0);
  }, 60_000);
});
