// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { junitTotals } from '../test/junit-totals';
import { kitJUnit, kitTable, type KitCheck } from './kit-report';

const checks: KitCheck[] = [
  { name: 'the kit builds and packs', ok: true, seconds: 4 },
  { name: 'contract-verify against the offline API exits 0', ok: false, seconds: 2, detail: 'exited 1' },
  { name: 'operation getPractices: GET /practices', ok: true, seconds: 0.1, inTable: false },
  {
    name: 'operation getPractice: GET /practices/<id>',
    ok: false,
    seconds: 0.2,
    detail: '0.name: expected "string" & more',
    inTable: false,
  },
];

describe('the report of npm run test:kit', () => {
  it('is counted by the pipeline with the other JUnit reports of reports/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-report-'));
    writeFileSync(join(dir, 'kit-junit.xml'), kitJUnit(checks));
    expect(junitTotals(dir)).toEqual({ passed: 2, failed: 2, skipped: 0 });
  });

  it('escapes the names and failures it carries', () => {
    const report = kitJUnit(checks);
    expect(report).toContain('name="operation getPractice: GET /practices/&lt;id&gt;"');
    expect(report).toContain('<failure message="0.name: expected &quot;string&quot; &amp; more">');
  });

  it("keeps the table to the commands, yet names every failure and the run's totals", () => {
    const table = kitTable(checks);
    expect(table).toContain('| the kit builds and packs | 4.0 | passed |');
    expect(table).not.toContain('| operation getPractices');
    expect(table).toContain(
      'FAILED operation getPractice: GET /practices/<id>\n0.name: expected "string" & more',
    );
    expect(table.split('\n').at(-1)).toBe('2 passed, 2 failed');
  });
});
