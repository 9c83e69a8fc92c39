// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from './without-descriptions-plugin';

const GENERATED = resolve(import.meta.dirname, '../../src/api/generated');

describe('the plugin that leaves the schemas’ descriptions out of the builds', () => {
  it('takes every description out of a generated module and leaves the rules', () => {
    const file = resolve(GENERATED, 'operation-schemas/getPractice.ts');
    const source = readFileSync(file, 'utf8');
    const stripped = withoutDescriptions(source, file);
    expect(source).toContain(".describe('Name of the practice; may be empty");
    expect(stripped).not.toContain('.describe(');
    expect(stripped).toContain('.max(getPracticeResponseNameMax)');
  });

  it('reads escaped quotes inside a description', () => {
    const code = "export const a = zod.string().describe('Substring of the practice\\'s name.').optional();";
    expect(withoutDescriptions(code, `${GENERATED}/practices/practices.zod.ts`)).toBe(
      'export const a = zod.string().optional();',
    );
  });

  it('leaves every other module alone', () => {
    const code = "it.describe('x'); zod.string().describe('kept')";
    expect(withoutDescriptions(code, '/app/src/features/admin/users/user-form-schema.ts')).toBeUndefined();
    expect(withoutDescriptions('export const a = 1;', `${GENERATED}/practices/practices.ts`)).toBeUndefined();
  });

  it('stops the build on a description written another way', () => {
    const code = 'export const a = zod.string().describe("double quotes");';
    expect(() => withoutDescriptions(code, `${GENERATED}/practices/practices.zod.ts`)).toThrow(
      /check the orval upgrade/,
    );
  });
});
