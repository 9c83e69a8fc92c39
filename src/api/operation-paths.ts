import type { OperationRoute } from './contract-validation';

/**
 * How an OpenAPI path template and an operation's names are read, in one place for the generator
 * (scripts/contract/generate-operation-index.ts), the offline API's edge (mocks/http/) and the
 * HTTP client, which builds its operation table from compact rows at run time.
 */

/** `/practices/{id}` → `^/practices/[^/]+$`. */
export const pathPattern = (path: string): string =>
  `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`;

export const pascalCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The name orval gives the zod schema of an operation's success body. */
export const responseSchemaName = (operationId: string) => `${pascalCase(operationId)}Response`;

/** An operation as the generated table writes it: id, group, method, path, whether it has a schema. */
export type CompactRoute = readonly [
  operationId: string,
  group: string,
  method: string,
  path: string,
  schema: 0 | 1,
];

/**
 * The operation table from its compact rows: its patterns and schema names are worked out here
 * rather than written out for each of the 66 operations in a chunk every signed-in page loads.
 */
export const expandRoutes = (rows: readonly CompactRoute[]): OperationRoute[] =>
  rows.map(([operationId, group, method, path, schema]) => ({
    operationId,
    group,
    method,
    path,
    pattern: new RegExp(pathPattern(path)),
    ...(schema ? { schema: responseSchemaName(operationId) } : {}),
  }));
