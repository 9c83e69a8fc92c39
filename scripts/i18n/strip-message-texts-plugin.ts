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

/**
 * Production builds only: drops `description` from message descriptors (objects with an `id` and a
 * `defaultMessage`, whether from defineMessages or <FormattedMessage>). Descriptions are for
 * translators, in lang/*.json; shipped, they cost every page a few KB gzip. They are blanked
 * with spaces, so no code moves and the source maps stay right without being regenerated.
 */
export const stripMessageDescriptions = (): Plugin => ({
  name: 'dental-portal:strip-message-descriptions',
  apply: 'build',
  transform(code, id) {
    if (!/\/src\/.*\.[jt]sx?$/.test(id) || !code.includes('description')) return null;
    const blanks: [number, number][] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!isNode(node)) return;
      if (node.type === 'ObjectExpression') {
        const properties = node.properties as Node[];
        const names = properties.map(keyName);
        const description = names.indexOf('description');
        if (description >= 0 && names.includes('id') && names.includes('defaultMessage')) {
          const property = properties[description] as Node;
          const next = properties[description + 1];
          blanks.push([property.start, next ? next.start : property.end]);
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
