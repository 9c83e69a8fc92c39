import { randomUUID } from 'node:crypto';
import { dereference } from '../../scripts/contract/spec-examples';
import { readOperations, readSpec, type SpecOperation, type SpecParameter } from '../contract/spec-files';
import { call } from './api-test-client';

/** The parts of a JSON schema the probes read. */
export interface BodySchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, BodySchema>;
  required?: string[];
  minProperties?: number;
}

/** A write of the contracts, with its parameters and request body resolved. */
export interface WriteOperation {
  /** `PATCH /users/{id}/roles (updateUserRoles)`, as the tests name it. */
  label: string;
  operationId: string;
  method: string;
  path: string;
  pathParameters: SpecParameter[];
  requiredQuery: SpecParameter[];
  /** The first media type of its request body; undefined when it takes none. */
  mediaType?: string;
  body?: BodySchema;
}

const WRITE_METHODS: readonly string[] = ['post', 'put', 'patch', 'delete'];

const requestBodyOf = (operation: SpecOperation): { mediaType?: string; body?: BodySchema } => {
  const [mediaType] = operation.requestContentTypes;
  if (!mediaType) return {};
  const paths = readSpec(operation.group).paths as Record<string, Record<string, { requestBody?: unknown }>>;
  const requestBody = dereference(
    paths[operation.path]?.[operation.method]?.requestBody,
    `${operation.group}.yaml`,
  );
  const content = (requestBody as { content: Record<string, { schema: BodySchema }> }).content;
  return { mediaType, body: content[mediaType]?.schema ?? {} };
};

/** Every POST, PUT, PATCH and DELETE of openapi/, read from the contracts themselves. */
export const readWriteOperations = (): WriteOperation[] =>
  readOperations()
    .filter((operation) => WRITE_METHODS.includes(operation.method))
    .map((operation) => {
      const parameters = dereference(operation.parameters, `${operation.group}.yaml`) as SpecParameter[];
      return {
        label: `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`,
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        pathParameters: parameters
          .filter((parameter) => parameter.in === 'path')
          .sort((a, b) => operation.path.indexOf(`{${a.name}}`) - operation.path.indexOf(`{${b.name}}`)),
        requiredQuery: parameters.filter((parameter) => parameter.in === 'query' && parameter.required),
        ...requestBodyOf(operation),
      };
    });

/** Whether `{}` breaks the body's schema: a required field, or minProperties on a partial update. */
export const requiresSomething = (body: BodySchema): boolean =>
  (body.required?.length ?? 0) > 0 || (body.minProperties ?? 0) > 0;

const isMultipart = (operation: WriteOperation) => operation.mediaType?.startsWith('multipart/') ?? false;

/** A value no schema of that type accepts. */
const wrongJsonValue = (schema: BodySchema): unknown => {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return ['not', 'an object'];
    default:
      return 12345;
  }
};

/**
 * A form field's wrong value: form fields are text, so only numbers, booleans, enums and files
 * can be of the wrong type. Undefined for free text, which is sent as a plausible text.
 */
const wrongFormValue = (schema: BodySchema): string | undefined => {
  if (schema.format === 'binary') return 'text where a file belongs';
  if (schema.type === 'integer' || schema.type === 'number') return 'not a number';
  if (schema.type === 'boolean') return 'not a boolean';
  if (schema.enum) return 'not one of the values';
  return undefined;
};

/** A request body: what it sends and under which content type (none: fetch picks the form's). */
export interface ProbeBody {
  name: string;
  payload?: BodyInit;
  contentType?: string;
  /** Fields the 400 must name. */
  fields: string[];
}

/**
 * The bodies every write with a request body must refuse: none at all, JSON of the wrong shape,
 * each field of the wrong type, and `{}` (an empty form) when the schema requires something.
 */
export const probeBodies = (operation: WriteOperation): ProbeBody[] => {
  const body = operation.body ?? {};
  const properties = Object.entries(body.properties ?? {});
  const required = body.required ?? [];
  const contentType = isMultipart(operation)
    ? 'multipart/form-data; boundary=----write-body-probe'
    : 'application/json';
  const probes: ProbeBody[] = [
    { name: 'no body', contentType, fields: [] },
    { name: 'a JSON array', payload: '[]', contentType: 'application/json', fields: [] },
    { name: 'a JSON number', payload: '42', contentType: 'application/json', fields: [] },
  ];
  if (isMultipart(operation)) {
    const form = new FormData();
    const wrong: string[] = [];
    for (const [name, schema] of properties) {
      const value = wrongFormValue(schema);
      if (value !== undefined) wrong.push(name);
      form.append(name, value ?? 'text');
    }
    if (wrong.length > 0)
      probes.push({
        name: 'fields of the wrong type',
        payload: form,
        fields: wrong.filter((name) => required.includes(name)),
      });
    if (requiresSomething(body)) probes.push({ name: 'an empty form', payload: new FormData(), fields: [] });
  } else {
    const wrong = Object.fromEntries(properties.map(([name, schema]) => [name, wrongJsonValue(schema)]));
    probes.push({
      name: 'every field of the wrong type',
      payload: JSON.stringify(wrong),
      contentType,
      fields: required,
    });
    if (requiresSomething(body)) probes.push({ name: '{}', payload: '{}', contentType, fields: [] });
  }
  return probes;
};

/** An id no seeded record has, of the parameter's type. */
export const unknownId = (parameter: SpecParameter): string =>
  parameter.schema?.type === 'integer'
    ? String(1_000_000 + Math.floor(Math.random() * 1_000_000))
    : randomUUID();

/** The path with each parameter filled in order. */
export const fillPath = (
  path: string,
  ids: readonly string[],
  parameters: readonly SpecParameter[],
): string =>
  parameters.reduce(
    (filled, parameter, index) => filled.replace(`{${parameter.name}}`, encodeURIComponent(ids[index] ?? '')),
    path,
  );

/**
 * The list a parameter's records come from: the GET of the path before it, or of its plural
 * (`/administration/deploymentGroup/{id}` is listed by `/administration/deploymentGroups`,
 * `/public/practice/{practiceId}` by `/practices`).
 */
const listPathFor = (operation: WriteOperation, parameter: SpecParameter): string | undefined => {
  const prefix = operation.path.slice(0, operation.path.indexOf(`/{${parameter.name}}`));
  const lists = new Set(
    readOperations()
      .filter((candidate) => candidate.method === 'get')
      .map((candidate) => candidate.path),
  );
  return [prefix, `${prefix}s`, `/${prefix.split('/').pop() ?? ''}s`].find((path) => lists.has(path));
};

const idsListed = (answer: unknown): string[] => {
  const items = Array.isArray(answer) ? answer : ((answer as { items?: unknown[] }).items ?? []);
  return items.flatMap((item) => {
    const ids = Object.entries(item as Record<string, unknown>).flatMap(([key, value]) =>
      /^id($|[A-Z])/.test(key) && (typeof value === 'string' || typeof value === 'number')
        ? [{ key, id: String(value) }]
        : [],
    );
    const chosen = ids.find((entry) => entry.key === 'id') ?? ids[0];
    return chosen ? [chosen.id] : [];
  });
};

/**
 * Ids of seeded records for the path's parameters, found through the contracts' lists as `as`
 * sees them (a preference's id under a practice that has preferences).
 */
export const seededIds = async (operation: WriteOperation, as: string): Promise<string[]> => {
  const { pathParameters } = operation;
  const resolve = async (ids: string[]): Promise<string[] | undefined> => {
    const parameter = pathParameters[ids.length];
    if (!parameter) return ids;
    const list = listPathFor(operation, parameter);
    if (!list)
      throw new Error(`No list of the contracts gives a seeded ${parameter.name} for ${operation.label}`);
    const response = await call(fillPath(list, ids, pathParameters), { as });
    for (const id of idsListed(await response.json()).slice(0, 20)) {
      const found = await resolve([...ids, id]);
      if (found) return found;
    }
    return undefined;
  };
  const ids = await resolve([]);
  if (!ids) throw new Error(`No seeded records found for ${operation.label}`);
  return ids;
};
