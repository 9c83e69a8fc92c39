import { defineConfig } from 'orval';

/**
 * One pair of orval projects per endpoint group of openapi/:
 * - `<group>`: typed react-query hooks calling our axios instance, models, MSW handlers + faker;
 * - `<group>Zod`: zod schemas of the same operations (`.zod.ts`), used by the HTTP client to
 *   validate every response and by the offline API to validate what it stores.
 * Everything lands in src/api/generated/, which is wiped (`clean`) and rewritten by
 * `npm run generate`; nobody edits it.
 */
export const groups = [
  'administration',
  'analytik',
  'clinic-groups',
  'communication',
  'practices',
  'pricing',
  'public',
  'tools',
  'users',
] as const;

const outDir = 'src/api/generated';

const toCamel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const projects = Object.fromEntries(
  groups.flatMap((group, index) => [
    [
      toCamel(group),
      {
        input: {
          target: `./openapi/${group}.yaml`,
          parserOptions: { externalRefs: { allow: ['./common.yaml'] } },
        },
        output: {
          target: `${outDir}/${group}/${group}.ts`,
          schemas: `${outDir}/${group}/model`,
          client: 'react-query',
          httpClient: 'axios',
          mode: 'single',
          // The first project wipes the whole folder once; the others must not.
          clean: index === 0 ? true : false,
          prettier: false,
          mock: {
            generators: [
              // The offline API lives under /api in every runner (see mocks/README.md).
              { type: 'msw', baseUrl: '*/api', delay: false, useExamples: true },
              { type: 'faker', useExamples: true },
            ],
          },
          override: {
            mutator: { path: './src/api/http-client.ts', name: 'apiClient' },
            query: { useSuspenseQuery: false, signal: true },
          },
        },
      },
    ],
    [
      `${toCamel(group)}Zod`,
      {
        input: {
          target: `./openapi/${group}.yaml`,
          parserOptions: { externalRefs: { allow: ['./common.yaml'] } },
        },
        output: {
          target: `${outDir}/${group}/${group}.zod.ts`,
          client: 'zod',
          fileExtension: '.zod.ts',
          mode: 'single',
          prettier: false,
        },
      },
    ],
  ]),
);

export default defineConfig(projects);
