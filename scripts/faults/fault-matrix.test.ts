// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCoverageClaims, type CoverageClaim } from './fault-coverage';
import {
  buildMatrix,
  formatMatrix,
  readMatrixFile,
  renderMatrix,
  strayClaims,
  uncoveredCells,
} from './fault-matrix';
import { readScreens, type Screen } from './screen-operations';

const screens = readScreens();
const claims = readCoverageClaims();

describe('the fault matrix', () => {
  it('docs/fault-matrix.md is the one the code and the tests give (npm run faults:matrix)', async () => {
    expect(readMatrixFile()).toBe(await formatMatrix(renderMatrix(buildMatrix(screens, claims))));
  });

  it('has every cell covered by a named test, or ruled out with a reason', () => {
    expect(uncoveredCells(buildMatrix(screens, claims))).toEqual([]);
  });

  it('rules out a contract-breaking answer where the answer is a file’s bytes', () => {
    const pricing: Screen = {
      id: 'adminPricing',
      path: '/admin/pricing',
      module: 'page.tsx',
      exportName: 'Page',
      operations: [{ operationId: 'downloadPricingFile', kind: 'read', method: 'get', callers: [] }],
    };
    const [matrix] = buildMatrix([pricing], []);
    const malformed = matrix!.rows[0]!.cells.malformed;
    expect(malformed.state).toBe('n/a');
    expect(malformed.state === 'n/a' && malformed.reason).toMatch(
      /^downloadPricingFile answers a file \(format: binary\)/,
    );
    expect(matrix!.rows[0]!.cells['status-500']).toEqual({ state: 'uncovered' });
  });

  it('every claim of a test names a screen, an operation and a fault of the matrix', () => {
    expect(strayClaims(buildMatrix(screens, claims), claims)).toEqual([]);
  });

  it('says a cell no test claims is uncovered, and rules out what the contract does', () => {
    const groups: Screen = {
      id: 'adminClinicGroups',
      path: '/admin/ClinicGroups/:clinicGroupId?',
      module: 'page.tsx',
      exportName: 'Page',
      operations: [
        { operationId: 'getClinicGroups', kind: 'read', method: 'get', callers: [] },
        { operationId: 'removeClinicsFromGroup', kind: 'write', method: 'patch', callers: [] },
      ],
    };
    const claim: CoverageClaim = {
      screens: ['adminClinicGroups'],
      operationId: 'getClinicGroups',
      cells: ['status-500'],
      test: 'a.test.tsx › says it',
      action: false,
    };
    const removal: CoverageClaim = {
      screens: ['adminClinicGroups'],
      operationId: 'removeClinicsFromGroup',
      cells: ['status-500'],
      test: 'b.test.tsx › says the removal failed',
      action: true,
    };
    const [matrix] = buildMatrix([groups], [claim, removal]);
    const [read, write] = matrix!.rows;
    expect(read!.cells['status-500']).toEqual({ state: 'covered', tests: ['a.test.tsx › says it'] });
    expect(read!.cells.network).toEqual({ state: 'uncovered' });
    expect(read!.cells['status-409']).toEqual({ state: 'none' });
    expect(write!.cells['status-409']).toEqual({
      state: 'n/a',
      reason: 'the contract declares no 409 for removeClinicsFromGroup',
    });
    const text = renderMatrix([matrix!]);
    expect(text).toContain('| `getClinicGroups` | read (GET) | T1 | **uncovered** |');
    expect(text).toContain('- T1: a.test.tsx › says it');
    // A write with nothing typed is an action: its cells say the failure was said, nothing changed.
    expect(write!.action).toBe(true);
    expect(text).toContain('| `removeClinicsFromGroup` | action (PATCH) | T2 | **uncovered** |');
  });
});
