// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openapiDir, rootDir } from '../../mocks/contract/spec-files';
import { runLintCommand } from './lint-command';

// Every contract of openapi/, common.yaml included.
const contractFiles = readdirSync(openapiDir).filter((name) => name.endsWith('.yaml')).length;

/** Runs the command as the kit's contract-lint, with what it prints. */
const lint = (args: string[]) => {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
  const code = runLintCommand(args, { command: 'contract-lint', defaultSpecDir: openapiDir });
  return { code, output: printed.join('\n') };
};

describe('contract-lint', () => {
  it("exits 0 on the kit's own contracts, and on a checkout holding openapi/", () => {
    expect(lint([])).toEqual({
      code: 0,
      output: expect.stringContaining(`No problem in ${contractFiles} files.`) as string,
    });
    expect(lint(['--specs', rootDir]).code).toBe(0);
  });

  it('exits 1 and names the problem in the folder given by --specs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-command-'));
    cpSync(openapiDir, dir, { recursive: true });
    const file = join(dir, 'tools.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n {6}summary: .*\n/, '\n'));
    const { code, output } = lint(['--specs', dir]);
    expect(code).toBe(1);
    expect(output).toMatch(/^tools\.yaml \w+ \/\S+: has no summary \[summary\]$/m);
    expect(output).toContain(`1 problems in 1 of ${contractFiles} files.`);
  });

  it('exits 2 with its usage on an unknown option or a folder without contracts', () => {
    expect(lint(['--spec', openapiDir])).toEqual({
      code: 2,
      output: expect.stringContaining('Usage: contract-lint [--specs DIR]') as string,
    });
    expect(lint(['--specs', mkdtempSync(join(tmpdir(), 'empty-'))]).code).toBe(2);
  });
});
