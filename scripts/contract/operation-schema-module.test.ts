import { describe, expect, it } from 'vitest';
import { operationSchemaModule } from './operation-schema-module';

const group = [
  "import * as zod from 'zod';",
  '',
  '/** One operation. */',
  'export const getPracticeResponseNameMax = 10;',
  'export const GetPracticeResponse = zod.strictObject({ name: zod.string().max(getPracticeResponseNameMax) });',
  '',
  'export const getPracticesQuerySearchMax = 40;',
  'export const GetPracticesQueryParams = zod.object({ search: zod.string().max(getPracticesQuerySearchMax) });',
  'export const getPracticesResponseItemIdRegExp = new RegExp("^b$");',
  'export const GetPracticesResponseItem = zod.strictObject({ id: zod.string().regex(getPracticesResponseItemIdRegExp) });',
  'export const GetPracticesResponse = zod.array(GetPracticesResponseItem);',
  'export const UpdatePracticeBody = zod.strictObject({ name: zod.string().max(getPracticeResponseNameMax) });',
].join('\n');

const lines = (source: string) => source.split('\n').filter(Boolean);

describe('operationSchemaModule', () => {
  it("keeps an operation's schemas and limits, in their order, and not those of an operation it prefixes", () => {
    expect(lines(operationSchemaModule(group, 'getPractices', '// header'))).toEqual([
      '// header',
      "import * as zod from 'zod';",
      'export const getPracticesQuerySearchMax = 40;',
      'export const GetPracticesQueryParams = zod.object({ search: zod.string().max(getPracticesQuerySearchMax) });',
      'export const getPracticesResponseItemIdRegExp = new RegExp("^b$");',
      'export const GetPracticesResponseItem = zod.strictObject({ id: zod.string().regex(getPracticesResponseItemIdRegExp) });',
      'export const GetPracticesResponse = zod.array(GetPracticesResponseItem);',
    ]);
    const single = operationSchemaModule(group, 'getPractice', '');
    expect(single).toContain('export const GetPracticeResponse =');
    expect(single).not.toContain('GetPracticesResponse');
  });

  it('follows constants shared with another operation', () => {
    const source = operationSchemaModule(group, 'updatePractice', '');
    expect(source).toContain('export const getPracticeResponseNameMax = 10;');
    expect(source).not.toContain('GetPracticeResponse =');
  });

  it('refuses an operation the module has nothing of', () => {
    expect(() => operationSchemaModule(group, 'deletePractice', '')).toThrow('No schema of deletePractice');
  });
});
