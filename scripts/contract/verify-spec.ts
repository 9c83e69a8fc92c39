/**
 * The contracts as contract-verify reads them: every operation with its tags, its parameters,
 * its request body (schema and example) and, for each declared status, the media types, headers
 * and schemas of its answer, every `$ref` resolved. It reads the folder it is given (openapi/,
 * or the copy the backend team's kit carries), never the portal's own.
 */
import { groups } from '../../mocks/contract/groups';
import { HTTP_METHODS, openapiDir } from '../../mocks/contract/spec-files';
import { contractReader } from './contract-refs';

type Node = Record<string, unknown>;

export interface KitParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Node;
  example?: unknown;
}

export interface KitMedia {
  schema?: Node;
  example?: unknown;
}

export interface KitResponse {
  /** Media type → its schema; empty for an answer without a body (204). */
  content: Record<string, KitMedia>;
  /** The headers the contract declares for this answer (Retry-After, Content-Disposition...). */
  headers: string[];
}

export interface KitOperation {
  group: string;
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  /** Reachable without a token (`security: []`). */
  isPublic: boolean;
  parameters: KitParameter[];
  request?: { mediaType: string; schema: Node; example: unknown };
  responses: Record<string, KitResponse>;
}

const responsesOf = (responses: Record<string, Node>): Record<string, KitResponse> =>
  Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      {
        content: Object.fromEntries(
          Object.entries((response.content ?? {}) as Record<string, Node>).map(([type, media]) => [
            type.toLowerCase(),
            { schema: media.schema as Node | undefined, example: media.example },
          ]),
        ),
        headers: Object.keys((response.headers ?? {}) as Node),
      },
    ]),
  );

/**
 * A value of a schema, for a request body the contract gives no example of: the schema's own
 * example, else its first enumerated value, else the smallest value its type and bounds allow,
 * with every required property (and only those).
 */
export const sampleOf = (schema: Node | undefined): unknown => {
  if (!schema) return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const [variant] = (schema.oneOf ?? schema.anyOf ?? schema.allOf ?? []) as Node[];
  if (variant) return sampleOf(variant);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Node>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name])]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items as Node));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return '3f2b6c1e-8a4d-4e0b-9a57-2d7f1c9e5a10';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'email') return 'kit@example.com';
      return 'kit'.padEnd(Number(schema.minLength ?? 0), '-');
  }
};

const requestOf = (body: Node | undefined): KitOperation['request'] => {
  const [entry] = Object.entries((body?.content ?? {}) as Record<string, Node>);
  if (!entry) return undefined;
  const [mediaType, media] = entry;
  const examples = Object.values((media.examples ?? {}) as Record<string, Node>);
  return {
    mediaType,
    schema: (media.schema ?? {}) as Node,
    example: 'example' in media ? media.example : (examples[0]?.value ?? sampleOf(media.schema as Node)),
  };
};

/** Every operation of a folder of contracts, in file order. */
export const readKitOperations = (specDir = openapiDir): KitOperation[] => {
  const { read } = contractReader(specDir);
  return groups.flatMap((group) => {
    const spec = read(`${group}.yaml`);
    const globalSecurity = (spec.security ?? []) as unknown[];
    return Object.entries((spec.paths ?? {}) as Record<string, Node>).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method): KitOperation => {
        const operation = item[method] as Node;
        const security = (operation.security ?? globalSecurity) as unknown[];
        return {
          group,
          operationId: String(operation.operationId),
          method,
          path,
          tags: (operation.tags ?? []) as string[],
          isPublic: security.length === 0,
          parameters: [
            ...((item.parameters ?? []) as KitParameter[]),
            ...((operation.parameters ?? []) as KitParameter[]),
          ],
          request: requestOf(operation.requestBody as Node | undefined),
          responses: responsesOf((operation.responses ?? {}) as Record<string, Node>),
        };
      }),
    );
  });
};

/** The media type of a Content-Type header, lower case, without its parameters. */
export const mediaTypeOf = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const isJsonMediaType = (mediaType: string): boolean =>
  mediaType === 'application/json' || mediaType.endsWith('+json');
