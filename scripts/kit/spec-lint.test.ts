// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openapiDir } from '../../mocks/contract/spec-files';
import { lintContracts } from './spec-lint';

/** A copy of openapi/ with `from` replaced by `to` in `file`. */
const copyWith = (file: string, from: string, to: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  cpSync(openapiDir, dir, { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(join(dir, file), text.replace(from, to));
  return dir;
};

const summary = (dir: string) =>
  lintContracts(dir).map(
    (problem) => `${problem.file} ${problem.where} [${problem.rule}] ${problem.message}`,
  );

describe("the kit's lint of the contracts", () => {
  it('finds nothing in openapi/', () => {
    expect(lintContracts(openapiDir)).toEqual([]);
  });

  it('names an operationId used twice, with the operation that had it first', () => {
    const dir = copyWith(
      'administration.yaml',
      'operationId: getDeploymentGroups',
      'operationId: getPractices',
    );
    expect(summary(dir)).toEqual([
      expect.stringMatching(
        /^(administration|practices)\.yaml GET \/(administration\/deploymentGroups|practices) \[operation-id\] operationId getPractices is also used by GET \//,
      ),
    ]);
  });

  it('names a path parameter the path does not declare, and the 404 it then lacks', () => {
    const dir = copyWith(
      'administration.yaml',
      '  /administration/deploymentGroups:\n',
      '  /administration/deploymentGroups/{groupId}:\n',
    );
    expect(summary(dir)).toEqual([
      'administration.yaml GET /administration/deploymentGroups/{groupId} [path-parameter] {groupId} is not declared as a path parameter',
      'administration.yaml GET /administration/deploymentGroups/{groupId} [responses] does not declare 404 (openapi/README.md, errors)',
    ]);
  });

  it('names a reference that resolves to nothing, with where it is', () => {
    const dir = copyWith(
      'administration.yaml',
      "          $ref: './common.yaml#/components/responses/NotFound'",
      "          $ref: './common.yaml#/components/responses/Missing'",
    );
    expect(summary(dir)).toEqual([
      'administration.yaml #/paths/~1administration~1deploymentGroup~1{id}/patch/responses/404 [ref] ./common.yaml#/components/responses/Missing does not resolve',
    ]);
  });

  it('names an operation without its tag or an error answer every operation declares', () => {
    const untagged = copyWith(
      'administration.yaml',
      '      tags: [administration]\n      parameters:',
      '      parameters:',
    );
    expect(summary(untagged)).toEqual([
      'administration.yaml PATCH /administration/deploymentGroup/{id} [tag] has 0 tags: one is expected',
    ]);
    const without403 = copyWith(
      'administration.yaml',
      "        '403':\n          $ref: './common.yaml#/components/responses/Forbidden'\n        '404':",
      "        '404':",
    );
    expect(summary(without403)).toEqual([
      'administration.yaml PATCH /administration/deploymentGroup/{id} [responses] does not declare 403 (openapi/README.md, errors)',
    ]);
  });

  it('names an OpenAPI version openapi-diff cannot read', () => {
    const dir = copyWith('administration.yaml', 'openapi: 3.0.3', 'openapi: 3.1.0');
    expect(summary(dir)).toEqual([
      'administration.yaml (document) [openapi-version] openapi is 3.1.0: 3.0.x is required (openapi-diff reads no other)',
    ]);
  });

  it('names a missing contract file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-'));
    cpSync(openapiDir, dir, { recursive: true });
    rmSync(join(dir, 'pricing.yaml'));
    expect(summary(dir)).toEqual(['pricing.yaml (file) [file] is missing']);
  });
});
