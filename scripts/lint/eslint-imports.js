// @ts-check
// The import rules of eslint.config.js that need the file an import resolves to, not only its
// text: which folders mocks/ and scripts/ may import, a feature never importing another (by a
// relative path too), production code never importing mocks/, scripts/ or tests/, and no import
// cycle (docs/decisions/043-import-rules.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { importCyclesPlugin } from './import-cycles.js';

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'];
const CODE = '**/*.{ts,tsx}';

/** The app's entries and screens: what nothing below them may import. */
const SCREENS = [
  './src/features',
  './src/app',
  './src/main.tsx',
  './src/confirmation-main.tsx',
  './src/preferences-main.tsx',
];

/**
 * @param {string} rootDir the project's folder: the one holding tsconfig.json, src/, mocks/…
 * @returns {import('eslint').Linter.Config[]}
 */
export const importLintConfigs = (rootDir) => {
  const features = readdirSync(join(rootDir, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const mocksMessage =
    'The offline API (mocks/) imports src/ shared code only: not a screen, the scripts or the tests.';
  const scriptsMessage =
    'Scripts import src/ shared code and mocks/, not a screen or the tests: move what they share to mocks/ or src/.';
  const productionMessage = 'Production code never imports mocks/, scripts/ or tests/.';
  // By resolved path, so a relative import (`../../admin/…`) is caught as well as `@/features/…`.
  const featureZones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/features'],
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what they share to shared code.',
  }));
  return [
    {
      name: 'imports/plugins and cycles',
      files: [CODE],
      plugins: { 'import-x': importX, imports: importCyclesPlugin },
      settings: {
        // The tsconfig's paths (`@/…`) and TypeScript's extensions, as the compiler resolves them.
        'import-x/resolver-next': [
          createNodeResolver({
            tsconfig: { configFile: join(rootDir, 'tsconfig.json') },
            extensions: ['.ts', '.tsx', '.js', '.json'],
          }),
        ],
      },
      rules: { 'imports/no-cycle': ['error', { project: join(rootDir, 'tsconfig.json') }] },
    },
    {
      name: 'imports/layers',
      files: [CODE],
      ignores: TEST_FILES,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: rootDir,
            zones: [
              { target: './mocks', from: ['./scripts', './tests', ...SCREENS], message: mocksMessage },
              { target: './scripts', from: ['./tests', ...SCREENS], message: scriptsMessage },
              // Not the entries (src/main.tsx, src/*-main.tsx): they load the offline API at start-up.
              { target: './src/*/**', from: ['./mocks', './scripts', './tests'], message: productionMessage },
              ...featureZones,
            ],
          },
        ],
      },
    },
    {
      // Tests may import what the code they test may not: the test helpers (tests/), the offline
      // API (a screen's tests run against it), the scripts' contract readers. Still not a screen
      // from below, nor another feature.
      name: 'imports/layers (tests)',
      files: TEST_FILES,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: rootDir,
            zones: [
              { target: './mocks', from: SCREENS, message: mocksMessage },
              { target: './scripts', from: SCREENS, message: scriptsMessage },
              ...featureZones,
            ],
          },
        ],
      },
    },
  ];
};
