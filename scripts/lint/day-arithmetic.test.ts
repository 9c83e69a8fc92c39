// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Lint keeps day arithmetic in src/domain/zoned-time.ts (decision 046): a feature or the offline
 * API counting days of its own is refused, the domain is not. The texts are linted as if they
 * were files of the project (typed linting needs a file the project knows).
 */
const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });

const refusals = async (filePath: string, text: string) => {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes('decision 046'))
    .map((message) => message.line);
};

const OWN_DAYS = [
  'export const DAY_MS = 86_400_000;',
  'export const later = (instant: number, days: number) => instant + days * 24 * 60 * 60 * 1000;',
  'export const dayNumber = (day: string) => Date.parse(day) / 86400000;',
  '',
].join('\n');

describe('day arithmetic', () => {
  it('is refused in a feature and in the offline API', { timeout: 120_000 }, async () => {
    expect(await refusals('src/features/configuration/schedule-format.ts', OWN_DAYS)).toEqual([
      1, 1, 2, 3, 3,
    ]);
    expect(await refusals('mocks/db/snapshot-split.ts', OWN_DAYS)).toEqual([1, 1, 2, 3, 3]);
  });

  it('has its home in the domain', { timeout: 120_000 }, async () => {
    expect(await refusals('src/domain/zoned-time.ts', OWN_DAYS)).toEqual([]);
  });
});
