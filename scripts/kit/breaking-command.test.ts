// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openapiDir, rootDir } from '../../mocks/contract/spec-files';
import { runBreakingCommand } from './breaking-command';

/** Runs the command as the kit's contract-breaking, with what it prints. */
const breaking = async (args: string[]) => {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
  const code = await runBreakingCommand(args, { command: 'contract-breaking', defaultSpecDir: openapiDir });
  return { code, output: printed.join('\n') };
};

describe('contract-breaking', () => {
  it("exits 0 between a checkout of the base branch and the kit's own contracts when nothing changed", async () => {
    const { code, output } = await breaking(['--base', rootDir]);
    expect(code).toBe(0);
    expect(output).toContain(`No breaking change against ${rootDir}.`);
  });

  it('exits 1 when the head removes an operation, naming it', async () => {
    const head = mkdtempSync(join(tmpdir(), 'breaking-command-'));
    cpSync(openapiDir, head, { recursive: true });
    const file = join(head, 'administration.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '  /administration/deploymentGroups:\n',
        '  /administration/groups:\n',
      ),
    );
    const { code, output } = await breaking(['--base', openapiDir, '--head', head]);
    expect(code).toBe(1);
    expect(output).toMatch(
      /^BREAKING administration .*\n\s+- path\.remove at paths\.\/administration\/deploymentGroups$/m,
    );
  }, 60_000);

  it('exits 2 with its usage without --base, or with a folder that holds no contracts', async () => {
    expect(await breaking([])).toEqual({
      code: 2,
      output: expect.stringContaining('Usage: contract-breaking --base DIR [--head DIR]') as string,
    });
    const empty = mkdtempSync(join(tmpdir(), 'empty-'));
    expect(await breaking(['--base', empty])).toEqual({
      code: 2,
      output: `--base: no contracts (common.yaml) in ${empty}, its openapi/ or its dist/openapi/.`,
    });
    expect((await breaking(['--base', openapiDir, '--head', empty])).code).toBe(2);
  });
});
