/**
 * orval's input transformer for the zod schemas: a `format: uuid` becomes the UUID's syntax
 * (RFC 9562's grammar: 8-4-4-4-12 hexadecimal digits, either case), the reading of JSON Schema
 * validators such as ajv-formats. zod's own `uuid()` also demands a version digit of 1 to 8 and
 * the RFC variant: a backend honouring the contract with an id such as a nil-variant or
 * legacy GUID would be refused as drift on almost every call (docs/decisions/022).
 */
type Node = Record<string, unknown>;

export const UUID_SYNTAX = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const rewrite = (node: unknown): void => {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach(rewrite);
    return;
  }
  const schema = node as Node;
  if (schema.type === 'string' && schema.format === 'uuid' && schema.pattern === undefined) {
    delete schema.format;
    schema.pattern = UUID_SYNTAX;
  }
  for (const [key, value] of Object.entries(schema))
    if (key !== 'example' && key !== 'examples') rewrite(value);
};

export const uuidAsSyntax = <Spec extends object>(spec: Spec): Spec => {
  const copy = structuredClone(spec);
  rewrite(copy);
  return copy;
};
