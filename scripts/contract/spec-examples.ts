import { groups } from '../../mocks/contract/groups';
import { HTTP_METHODS, openapiDir } from '../../mocks/contract/spec-files';
import { contractReader } from './contract-refs';

type Node = Record<string, unknown>;

/** One example of openapi/ and the schema it must satisfy, with where it is written. */
export interface SpecExample {
  where: string;
  schema: unknown;
  value: unknown;
}

/** A request or response media type of an operation, and whether it carries an example. */
export interface SpecMediaType {
  where: string;
  hasExample: boolean;
}

const contract = contractReader(openapiDir);

/** A node of openapi/`file` with every $ref replaced by what it names (contract-refs.ts). */
export const dereference = (node: unknown, file: string): unknown => contract.resolve(node, file);

/** Every `example` of a schema and its sub-schemas, each with the sub-schema it belongs to. */
const schemaExamples = (schema: unknown, where: string): SpecExample[] => {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Node;
  const own = 'example' in node ? [{ where, schema: node, value: node.example }] : [];
  const children: [string, unknown][] = [
    ...Object.entries((node.properties ?? {}) as Node).map(
      ([name, child]) => [`${where}.${name}`, child] as [string, unknown],
    ),
    ...(node.items ? [[`${where}[]`, node.items] as [string, unknown]] : []),
    ...(['oneOf', 'anyOf', 'allOf'] as const).flatMap((key) =>
      ((node[key] ?? []) as unknown[]).map(
        (child, index) => [`${where}.${key}[${index}]`, child] as [string, unknown],
      ),
    ),
    ...(node.additionalProperties && typeof node.additionalProperties === 'object'
      ? [[`${where}{}`, node.additionalProperties] as [string, unknown]]
      : []),
  ];
  return [...own, ...children.flatMap(([path, child]) => schemaExamples(child, path))];
};

const mediaExamples = (media: Node): unknown[] => [
  ...('example' in media ? [media.example] : []),
  ...Object.values((media.examples ?? {}) as Record<string, Node>).map((entry) => entry.value),
];

/** Every example of openapi/ (media types, parameters, schemas) and every media type of an operation. */
export const readSpecExamples = (): { examples: SpecExample[]; mediaTypes: SpecMediaType[] } => {
  const examples: SpecExample[] = [];
  const mediaTypes: SpecMediaType[] = [];
  for (const group of groups) {
    const file = `${group}.yaml`;
    const spec = contract.read(file);
    for (const [path, item] of Object.entries((spec.paths ?? {}) as Record<string, Node>)) {
      for (const method of HTTP_METHODS.filter((name) => item[name])) {
        const operation = item[method] as Node;
        const id = `${group} ${String(operation.operationId)}`;
        const parameters = [
          ...((item.parameters ?? []) as Node[]),
          ...((operation.parameters ?? []) as Node[]),
        ];
        for (const parameter of parameters) {
          const where = `${id} parameter ${String(parameter.name)}`;
          if ('example' in parameter)
            examples.push({ where, schema: parameter.schema, value: parameter.example });
          examples.push(...schemaExamples(parameter.schema, where));
        }
        const bodies: [string, Node | undefined][] = [
          ['request', operation.requestBody as Node | undefined],
          ...Object.entries((operation.responses ?? {}) as Record<string, Node>).map(
            ([status, response]) => [`response ${status}`, response] as [string, Node],
          ),
        ];
        for (const [label, body] of bodies) {
          for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Node>)) {
            const where = `${id} ${label} ${type}`;
            const values = mediaExamples(media);
            mediaTypes.push({
              where,
              hasExample: values.length > 0 || 'example' in ((media.schema ?? {}) as Node),
            });
            examples.push(...values.map((value) => ({ where, schema: media.schema, value })));
            examples.push(...schemaExamples(media.schema, `${where} schema`));
          }
        }
        void path;
      }
    }
  }
  return { examples, mediaTypes };
};
