import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { groups } from './groups';

export const rootDir = join(import.meta.dirname, '..', '..');
export const openapiDir = join(rootDir, 'openapi');

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;

export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
  example?: unknown;
}

export interface SpecOperation {
  group: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operationId: string;
  parameters: SpecParameter[];
  responses: Record<string, { content?: Record<string, unknown> } | { $ref: string }>;
  security?: unknown[];
  /** The media types its request body may have (none: the operation takes no body). */
  requestContentTypes: string[];
}

export const readSpec = (group: string, specDir = openapiDir): Record<string, unknown> =>
  parse(readFileSync(join(specDir, `${group}.yaml`), 'utf8')) as Record<string, unknown>;

/** Every operation of every group, as written in openapi/ (or the kit's copy of it). */
export const readOperations = (specDir = openapiDir): SpecOperation[] =>
  groups.flatMap((group) => {
    const spec = readSpec(group, specDir);
    const paths = (spec.paths ?? {}) as Record<string, Record<string, unknown>>;
    return Object.entries(paths).flatMap(([path, item]) => {
      const shared = (item.parameters ?? []) as SpecParameter[];
      return HTTP_METHODS.filter((method) => item[method]).map((method) => {
        const operation = item[method] as Record<string, unknown>;
        return {
          group,
          method,
          path,
          operationId: String(operation.operationId),
          parameters: [...shared, ...((operation.parameters ?? []) as SpecParameter[])],
          responses: (operation.responses ?? {}) as SpecOperation['responses'],
          security: operation.security as unknown[] | undefined,
          requestContentTypes: Object.keys(
            ((operation.requestBody ?? {}) as { content?: Record<string, unknown> }).content ?? {},
          ),
        };
      });
    });
  });

// How a path template and an operation's names are read: one home, shared with the HTTP client.
export { pascalCase, pathPattern } from '../../src/api/operation-paths';
