import type { Plugin } from 'vite';

/** The generated client code: orval's zod modules and the per-operation schema modules. */
const GENERATED = /[\\/]src[\\/]api[\\/]generated[\\/].+\.ts$/;
/** `.describe('…')` as orval writes it: a single-quoted string, quotes escaped inside. */
const DESCRIBE = /\.describe\('(?:[^'\\\n]|\\.)*'\)/g;

/**
 * A generated module's code without its schemas' descriptions, or undefined for any other module
 * or one without descriptions. Throws when a `.describe(` is left that the pattern did not read,
 * so that another way of writing them stops the build instead of shipping half of them.
 */
export const withoutDescriptions = (code: string, id: string): string | undefined => {
  if (!GENERATED.test(id.split('?')[0] ?? '') || !code.includes('.describe(')) return undefined;
  const stripped = code.replace(DESCRIBE, '');
  if (stripped.includes('.describe(')) {
    throw new Error(
      `${id} writes a schema description that scripts/contract/without-descriptions-plugin.ts does not read: check the orval upgrade.`,
    );
  }
  return stripped;
};

/**
 * The contracts' descriptions are for people reading openapi/ and the generated code; in a page
 * nothing reads them (a drift report names the operation and the fields), and they were some
 * 2 KB gzip of every signed-in page's schemas. Builds only: the tests, the offline API in Node and
 * the dev server keep them (docs/decisions/049-axios-transport.md).
 */
export const withoutDescriptionsPlugin = (): Plugin => ({
  name: 'dental-portal:without-schema-descriptions',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    const stripped = withoutDescriptions(code, id);
    return stripped === undefined ? null : { code: stripped, map: null };
  },
});
