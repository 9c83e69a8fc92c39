// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { i18nLintConfigs } from './scripts/i18n/eslint-i18n.js';
import { importLintConfigs } from './scripts/lint/eslint-imports.js';

const mocksImport = {
  group: ['**/mocks', '**/mocks/**'],
  message:
    'Production code never imports the offline API; only the entries (src/main.tsx, src/confirmation-main.tsx, src/preferences-main.tsx) load it, dynamically.',
};

// A screen's tests share their set-up in a `*.test-support.ts(x)` file beside them: test code,
// which may import the offline API, and which production code never imports.
const testSupportImport = {
  group: ['**/*.test-support', '**/*.test-support.*'],
  message: 'Production code never imports test support (`*.test-support.ts`).',
};
// A group's zod module shared by the screens of the group is one chunk holding every schema any
// of them uses: screens import an operation's schemas from its own module (decision 031).
const groupSchemasImport = {
  group: ['@/api/generated/*/*.zod', '**/api/generated/*/*.zod'],
  message:
    "Import an operation's schemas from @/api/generated/operation-schemas/<operationId>: a group's module brings every schema of the group along (decision 031).",
};
/** Rules of syntax for src/ (one rule in ESLint: a later block repeats these to add its own). */
const sourceSyntax = [
  { selector: 'ImportExpression[source.value=/mocks/]', message: mocksImport.message },
  {
    // A module of the project imported for its effect hands state over by evaluation order
    // (Amplify was configured so, through an import cycle): call a function instead. The
    // entries may (zod's jitless switch must run before any schema loads).
    selector:
      'ImportDeclaration[specifiers.length=0][source.value=/^(@\\/|\\.)/]:not([source.value=/\\.css$/])',
    message: 'Import a function and call it: a module of the project is not imported for its effect.',
  },
  {
    // Griffel's atomic classes joined in a string do not override each other: which one
    // wins is the style sheet's order (month names of the metric table ended up right-aligned).
    selector: "JSXAttribute[name.name='className'] > JSXExpressionContainer > TemplateLiteral",
    message: 'Join Fluent classes with mergeClasses(), not a template string.',
  },
  {
    // React holds a Suspense boundary's content back until 300 ms after its last fallback.
    selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
    message:
      'Load a component with onDemand() (src/utils/on-demand-component.tsx): lazy() is held back by Suspense (docs/decisions/033).',
  },
];

// Day arithmetic has one home, src/domain/zoned-time.ts (decision 046): a DAY_MS or a day number
// of one's own elsewhere counts days of 24 hours, which a day in a zone is not twice a year.
const dayArithmeticMessage =
  'Count days with addDays/daysBetween, or import DAY_MS, from src/domain/zoned-time.ts (decision 046).';
const dayArithmetic = [
  { selector: 'Literal[value=86400000]', message: dayArithmeticMessage },
  {
    selector:
      "BinaryExpression[operator='*'][right.value=1000][left.right.value=60][left.left.right.value=60]:matches([left.left.left.value=24], [left.left.left.right.value=24])",
    message: dayArithmeticMessage,
  },
  {
    selector: 'VariableDeclarator[id.name=/^(DAY_MS|MS_PER_DAY|ONE_DAY(_MS)?|dayNumber)$/]',
    message: dayArithmeticMessage,
  },
  { selector: 'FunctionDeclaration[id.name=/^dayNumber$/]', message: dayArithmeticMessage },
];

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'];

/** Imports flow one way: shared code → features → app. */
const layers = [
  {
    name: 'shared code',
    files: ['src/{api,components,config,domain,i18n,lib,utils}/**/*.{ts,tsx}'],
    patterns: [
      mocksImport,
      testSupportImport,
      groupSchemasImport,
      { group: ['@/features/**', '**/features/**'], message: 'Shared code does not depend on a feature.' },
      { group: ['@/app/**', '**/app/**'], message: 'Shared code does not depend on the app layer.' },
    ],
  },
  {
    name: 'features',
    files: ['src/features/**/*.{ts,tsx}'],
    patterns: [
      mocksImport,
      testSupportImport,
      groupSchemasImport,
      {
        group: ['@/features/**', '**/features/**'],
        message: 'A feature does not import another feature: move what they share to shared code.',
      },
      { group: ['@/app/**', '**/app/**'], message: 'Features do not depend on the app layer.' },
    ],
  },
  {
    name: 'app',
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx', 'src/confirmation-main.tsx', 'src/preferences-main.tsx'],
    patterns: [mocksImport, testSupportImport, groupSchemasImport],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'reports',
      'test-results',
      'test-results-*',
      'playwright-report',
      'src/api/generated/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...layers.flatMap(({ name, files, patterns }) => [
    {
      name: `layers/${name}`,
      files,
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
    {
      // Tests run screens against the offline API, so they may import mocks/.
      name: `layers/${name} (tests)`,
      files: files.flatMap((glob) => [
        glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}'),
        glob.replace('*.{ts,tsx}', '*.test-support.{ts,tsx}'),
      ]),
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: patterns.filter((p) => p !== mocksImport && p !== testSupportImport) },
        ],
      },
    },
  ]),
  {
    // MSW answers a thrown Response: handlers throw problems to stop at the first bad input.
    name: 'mocks/thrown responses',
    files: ['mocks/**/*.ts'],
    rules: {
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'msw', name: 'HttpResponse' },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/dynamic mocks import only at start-up; classes merged',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/confirmation-main.tsx', 'src/preferences-main.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...sourceSyntax] },
  },
  {
    name: 'dates have one home',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/confirmation-main.tsx', 'src/preferences-main.tsx', 'src/domain/**'],
    rules: { 'no-restricted-syntax': ['error', ...sourceSyntax, ...dayArithmetic] },
  },
  {
    name: 'dates have one home (offline API)',
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dayArithmetic] },
  },
  {
    name: 'browser journeys use the guarded test',
    files: ['tests/e2e/**/*.ts', 'tests/bench/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                'Import test and expect from tests/e2e/support/test.ts: it fails a journey on a Content-Security-Policy violation.',
            },
          ],
        },
      ],
    },
  },
  ...i18nLintConfigs,
  ...importLintConfigs(import.meta.dirname),
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
