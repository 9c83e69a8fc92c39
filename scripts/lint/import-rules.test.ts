// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLintConfigs } from './eslint-imports.js';

/**
 * A small project laid out as this one is (src/features, shared code, mocks/, scripts/, tests/),
 * each file importing one thing, linted with the import rules of eslint.config.js: each rule
 * refuses the wrong import and lets the right one through.
 */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } },
    include: ['src', 'mocks', 'scripts', 'tests'],
  }),
  'src/utils/words.ts': `export const words = ['one'];\n`,
  'src/features/beta/panel.ts': `export const panel = 'beta';\n`,
  'src/features/alpha/own-part.ts': `export const part = 'alpha';\n`,
  'src/features/alpha/relative-into-beta.ts': `import { panel } from '../beta/panel';\nexport const x = panel;\n`,
  'src/features/alpha/alias-into-beta.ts': `import { panel } from '@/features/beta/panel';\nexport const x = panel;\n`,
  'src/features/alpha/lazy-into-beta.ts': `export const load = () => import('../beta/panel');\n`,
  'src/features/alpha/within-alpha.ts': `import { part } from './own-part';\nimport { words } from '@/utils/words';\nexport const x = [part, words];\n`,
  'src/utils/into-mocks.ts': `import { handler } from '../../mocks/handler';\nexport const x = handler;\n`,
  // The entry loads the offline API at start-up.
  'src/main.ts': `export const start = () => import('../mocks/handler');\n`,
  'src/utils/into-tests.ts': `import { helper } from '../../tests/helper';\nexport const x = helper;\n`,
  'mocks/handler.ts': `import { words } from '../src/utils/words';\nexport const handler = words;\n`,
  'mocks/into-scripts.ts': `import { tool } from '../scripts/tool';\nexport const x = tool;\n`,
  'mocks/into-feature.ts': `import { panel } from '@/features/beta/panel';\nexport const x = panel;\n`,
  'mocks/into-tests.ts': `import { helper } from '../tests/helper';\nexport const x = helper;\n`,
  'mocks/handler.test.ts': `import { helper } from '../tests/helper';\nimport { tool } from '../scripts/tool';\nexport const x = [helper, tool];\n`,
  'mocks/feature.test.ts': `import { panel } from '@/features/beta/panel';\nexport const x = panel;\n`,
  'scripts/tool.ts': `import { handler } from '../mocks/handler';\nexport const tool = handler;\n`,
  'scripts/into-tests.ts': `import { helper } from '../tests/helper';\nexport const x = helper;\n`,
  'scripts/into-feature.ts': `import { part } from '../src/features/alpha/own-part';\nexport const x = part;\n`,
  'tests/helper.ts': `import { tool } from '../scripts/tool';\nexport const helper = tool;\n`,
  // A cycle through a type-only import, one through a dynamic import, and a module importing one
  // of them without being part of a cycle.
  'src/lib/first.ts': `import type { Second } from './second';\nexport interface First { second?: Second }\n`,
  'src/lib/second.ts': `import type { First } from './first';\nexport interface Second { first?: First }\n`,
  'src/lib/loader.ts': `export const load = () => import('./loaded');\n`,
  'src/lib/loaded.ts': `import { load } from './loader';\nexport const again = load;\n`,
  'src/lib/user.ts': `import type { First } from './first';\nexport const none: First = {};\n`,
};

let root: string;
let results: Map<string, ESLint.LintResult>;

const problems = (file: string) =>
  (results.get(file)?.messages ?? []).map(({ ruleId, line, message }) => ({ ruleId, line, message }));

/** The file's one problem is `ruleId`'s, on its first line, and says `words`. */
const expectRefused = (file: string, ruleId: string, words: string) => {
  const found = problems(file);
  expect(found.map((problem) => [problem.ruleId, problem.line])).toEqual([[ruleId, 1]]);
  expect(found[0]?.message).toContain(words);
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...importLintConfigs(root),
    ],
  });
  const linted = await eslint.lintFiles(['**/*.ts']);
  results = new Map(linted.map((result) => [result.filePath.slice(root.length + 1), result]));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import rules', () => {
  it('refuse a feature importing another, by a relative path, the alias or import(), and let a feature use its own files and shared code', () => {
    for (const file of [
      'src/features/alpha/relative-into-beta.ts',
      'src/features/alpha/lazy-into-beta.ts',
      'src/features/alpha/alias-into-beta.ts',
    ]) {
      expectRefused(file, 'import-x/no-restricted-paths', 'A feature does not import another feature');
    }
    expect(problems('src/features/alpha/within-alpha.ts')).toEqual([]);
  });

  it('refuse production code importing the offline API or the tests, but for the entry', () => {
    for (const file of ['src/utils/into-mocks.ts', 'src/utils/into-tests.ts']) {
      expectRefused(file, 'import-x/no-restricted-paths', 'Production code never imports');
    }
    expect(problems('src/main.ts')).toEqual([]);
  });

  it('refuse the offline API importing the scripts, a screen or the tests, and let it import shared code', () => {
    for (const file of ['mocks/into-scripts.ts', 'mocks/into-feature.ts', 'mocks/into-tests.ts']) {
      expectRefused(file, 'import-x/no-restricted-paths', 'The offline API (mocks/) imports');
    }
    expect(problems('mocks/handler.ts')).toEqual([]);
    // Its tests may use the test helpers and the scripts, not a screen.
    expect(problems('mocks/handler.test.ts')).toEqual([]);
    expectRefused(
      'mocks/feature.test.ts',
      'import-x/no-restricted-paths',
      'The offline API (mocks/) imports',
    );
  });

  it('refuse the scripts importing the tests or a screen, and let them import the offline API', () => {
    for (const file of ['scripts/into-tests.ts', 'scripts/into-feature.ts']) {
      expectRefused(file, 'import-x/no-restricted-paths', 'Scripts import src/ shared code and mocks/');
    }
    expect(problems('scripts/tool.ts')).toEqual([]);
    expect(problems('tests/helper.ts')).toEqual([]);
  });

  it('refuse an import cycle, through a type-only import or a dynamic one, naming the way round', () => {
    expect(problems('src/lib/first.ts')).toEqual([
      {
        ruleId: 'imports/no-cycle',
        line: 1,
        message:
          'Import cycle: src/lib/first.ts → src/lib/second.ts → src/lib/first.ts. Move what both need to a module of its own.',
      },
    ]);
    expect(problems('src/lib/second.ts')).toHaveLength(1);
    expectRefused(
      'src/lib/loader.ts',
      'imports/no-cycle',
      'src/lib/loader.ts → src/lib/loaded.ts → src/lib/loader.ts',
    );
    expect(problems('src/lib/loaded.ts')).toHaveLength(1);
    expect(problems('src/lib/user.ts')).toEqual([]);
  });
});
