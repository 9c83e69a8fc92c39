import { defineConfig, type Options } from 'orval';
import { groups, type Group } from './mocks/contract/groups';
import { uuidAsSyntax } from './scripts/contract/uuid-syntax';
import { withoutBinaryExamples } from './scripts/contract/without-binary-examples';

/**
 * One pair of orval projects per endpoint group of openapi/:
 * - `<group>`: typed react-query hooks calling our HTTP client (axios-shaped calls, src/api/http-client.ts), models, MSW handlers + faker;
 * - `<group>Zod`: zod schemas of the same operations (`.zod.ts`), used by the HTTP client to
 *   validate every response and by the offline API to validate what it stores.
 * Everything lands in src/api/generated/, which `npm run generate` (scripts/contract/generate.ts)
 * empties and rewrites; nobody edits it. orval's own `clean` only empties one project's folder,
 * so a group removed from openapi/ would leave its old code behind.
 */

const outDir = 'src/api/generated';

const toCamel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const projectsOf = (group: Group): [string, Options][] => [
  [
    toCamel(group),
    {
      input: {
        target: `./openapi/${group}.yaml`,
        parserOptions: { externalRefs: { allow: ['./common.yaml'] } },
        override: { transformer: withoutBinaryExamples },
      },
      output: {
        target: `${outDir}/${group}/${group}.ts`,
        schemas: `${outDir}/${group}/model`,
        client: 'react-query',
        // The generated calls pass an axios config ({ url, method, params, data, signal,
        // responseType }) to our mutator, which sends it through the portal's one axios instance
        // (src/api/axios-instance.ts, decision 049).
        httpClient: 'axios',
        mode: 'single',
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
        override: { transformer: uuidAsSyntax },
      },
      output: {
        target: `${outDir}/${group}/${group}.zod.ts`,
        client: 'zod',
        fileExtension: '.zod.ts',
        mode: 'single',
        // The contracts close their objects (additionalProperties: false), which orval's zod
        // does not read: strict schemas make an undeclared field an error for the client in
        // development, contract:verify and the offline API (docs/decisions/016).
        override: { zod: { strict: { response: true, body: true } } },
      },
    },
  ],
];

export default defineConfig(Object.fromEntries(groups.flatMap(projectsOf)));
