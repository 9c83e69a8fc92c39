// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import EnvironmentSequencer from './environment-sequencer';

const folder = mkdtempSync(join(tmpdir(), 'sequencer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A test file of `size` bytes, with its own environment or the config's. */
const file = (name: string, size: number, environment?: string) => {
  const path = join(folder, name);
  const head = environment ? `// @vitest-environment ${environment}\n` : '';
  writeFileSync(path, head.padEnd(size, ' '));
  return path;
};

const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: false } };
const specOf = (moduleId: string) => ({ moduleId, project }) as unknown as TestSpecification;
// No earlier results: vitest's own order is by size, larger first.
const sequencer = new EnvironmentSequencer({
  cache: { getTestSpecificationResult: () => undefined },
} as unknown as Vitest);

describe('the unit suite order', () => {
  it('puts the files of one environment next to each other, the config’s first, each group larger first', async () => {
    const files = [
      file('small-node.test.ts', 100, 'node'),
      file('large-dom.test.tsx', 900),
      file('large-node.test.ts', 800, 'node'),
      file('middle-dom.test.tsx', 500),
      file('small-dom.test.tsx', 200),
      file('middle-node.test.ts', 400, 'node'),
    ];
    const sorted = await sequencer.sort(files.map(specOf));
    expect(sorted.map((spec) => spec.moduleId.slice(folder.length + 1))).toEqual([
      'large-dom.test.tsx',
      'middle-dom.test.tsx',
      'small-dom.test.tsx',
      'large-node.test.ts',
      'middle-node.test.ts',
      'small-node.test.ts',
    ]);
  });
});
