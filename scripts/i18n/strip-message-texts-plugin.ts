import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  if (property.type !== 'Property' || property.computed || !key) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
};

/** What a message descriptor carries for people and tools, not for the running app. */
const STRIPPED = ['description', 'defaultMessage'] as const;

/**
 * Production builds only: drops `description` and `defaultMessage` from message descriptors
 * (objects with an `id` and a `defaultMessage`, whether from defineMessages or
 * <FormattedMessage>). Descriptions are for translators; default messages are the source of
 * lang/en.json, which `npm run i18n:check` keeps equal to them. The running app formats only the
 * compiled catalogues (a production build has no ICU parser to read a default message with:
 * docs/decisions/007), so shipped, both only cost every page bytes: the English texts twice,
 * a few KB gzip a page. They are blanked with spaces, so no code moves and the source maps stay
 * right without being regenerated.
 */
export const stripMessageTexts = (): Plugin => ({
  name: 'dental-portal:strip-message-texts',
  apply: 'build',
  transform(code, id) {
    if (!/\/src\/.*\.[jt]sx?$/.test(id) || !code.includes('defaultMessage')) return null;
    const blanks: [number, number][] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!isNode(node)) return;
      if (node.type === 'ObjectExpression') {
        const properties = node.properties as Node[];
        const names = properties.map(keyName);
        if (names.includes('id') && names.includes('defaultMessage')) {
          properties.forEach((property, index) => {
            if (!STRIPPED.includes(names[index] as (typeof STRIPPED)[number])) return;
            const next = properties[index + 1];
            blanks.push([property.start, next ? next.start : property.end]);
          });
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
    };
    visit(this.parse(code));
    if (blanks.length === 0) return null;
    let stripped = code;
    for (const [start, end] of blanks) {
      stripped =
        stripped.slice(0, start) + stripped.slice(start, end).replace(/[^\n]/g, ' ') + stripped.slice(end);
    }
    return { code: stripped, map: null };
  },
});
