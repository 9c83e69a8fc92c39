import type { Faker } from '@faker-js/faker';
import { z } from 'zod';
import { drawFromPattern } from './pattern-draws';
import { stringForPattern } from './pattern-values';

/**
 * Any value a schema of the contracts allows, drawn with the given faker. It reads the JSON
 * Schema zod makes of the generated response schemas (src/api/generated/*.zod.ts), so it sees the
 * contract's formats, patterns, lengths, bounds, enums and the choice between shapes. On purpose
 * the values are not tidy: optional fields come and go, lists have any length the contract
 * allows (often none), identifiers are strings that match no record, texts are sometimes long.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/**
 * Where the strings of a pattern come from: `picked`, the generators of pattern-values.ts, values
 * a person would type; `drawn`, any string the pattern matches, as an independent mock draws it
 * (pattern-draws.ts). A pattern with a format (a date, a uuid) keeps the format's generator.
 */
export type PatternStrings = 'picked' | 'drawn';

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of a response schema, as a client sends it (zod's input side). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
};

/** Bounds wider than this are the integer type's own, not the contract's: values stay readable. */
const UNBOUNDED = 1e9;
/** The longest text without a maxLength: long enough to show what wraps and what overflows. */
const LONGEST_TEXT = 3_000;

/** How long lists get: the top-level list of a page can be long, nested ones stay short. */
const listCap = (depth: number) => (depth <= 1 ? 25 : 4);

const integerIn = (faker: Faker, schema: JsonSchema): number => {
  const low =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? undefined : Math.floor(schema.exclusiveMinimum) + 1);
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? undefined : Math.ceil(schema.exclusiveMaximum) - 1);
  const min = low === undefined || low < -UNBOUNDED ? 0 : low;
  const max =
    high === undefined || high > UNBOUNDED ? min + faker.helpers.arrayElement([10, 1_000, 100_000]) : high;
  return faker.number.int({ min, max: Math.max(min, max) });
};

const numberIn = (faker: Faker, schema: JsonSchema): number => {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  const min = low === undefined || low < -UNBOUNDED ? 0 : low;
  const max = high === undefined || high > UNBOUNDED ? min + 10_000 : high;
  const value = faker.number.float({ min, max, fractionDigits: 2 });
  // Exclusive bounds: the rounded value may land on the bound itself.
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return (min + max) / 2;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return (min + max) / 2;
  return value;
};

/** A plain text, its kind guessed from the property's name. */
const plainText = (faker: Faker, key: string): string => {
  const name = key.toLowerCase();
  if (faker.datatype.boolean(0.05)) return faker.lorem.paragraphs(3);
  if (key === 'id' || key.endsWith('Id') || key === 'key')
    return faker.string.alphanumeric({ length: { min: 1, max: 36 } });
  if (name.includes('firstname')) return faker.person.firstName();
  if (name.includes('lastname')) return faker.person.lastName();
  if (name.includes('name')) return faker.datatype.boolean() ? faker.company.name() : faker.person.fullName();
  if (name.includes('email')) return faker.internet.email();
  if (name.includes('phone')) return faker.phone.number();
  if (name.includes('city')) return faker.location.city();
  if (name.includes('address') || name.includes('street')) return faker.location.streetAddress();
  return faker.lorem.words({ min: 1, max: 6 });
};

const isoDateTime = (faker: Faker) =>
  faker.date.between({ from: '2019-01-01', to: '2028-12-31' }).toISOString();

const patterned = (faker: Faker, schema: JsonSchema, patterns: PatternStrings, pattern: string): string =>
  (patterns === 'drawn'
    ? drawFromPattern(faker, pattern, { min: schema.minLength, max: schema.maxLength })
    : undefined) ?? stringForPattern(faker, pattern);

const stringFor = (faker: Faker, schema: JsonSchema, key: string, patterns: PatternStrings): string => {
  const matches = (value: string) => schema.pattern === undefined || new RegExp(schema.pattern).test(value);
  let value: string;
  switch (schema.format) {
    case 'date-time':
      value = isoDateTime(faker);
      break;
    case 'date':
      value = isoDateTime(faker).slice(0, 10);
      break;
    case 'time':
      value = isoDateTime(faker).slice(11, 19);
      break;
    case 'email':
      value = faker.internet.email();
      if (!matches(value)) value = `${faker.string.alpha({ length: 8, casing: 'lower' })}@example.ca`;
      break;
    case 'uri':
    case 'url':
      value = faker.internet.url();
      break;
    case 'uuid':
    case 'guid':
      value = faker.string.uuid();
      break;
    default:
      value =
        schema.pattern === undefined
          ? plainText(faker, key)
          : patterned(faker, schema, patterns, schema.pattern);
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? (schema.pattern === undefined ? LONGEST_TEXT : Number.POSITIVE_INFINITY);
  if (value.length > max) value = value.slice(0, max);
  if (value.length < min) value = value.padEnd(min, 'x');
  return value;
};

const resolve = (schema: JsonSchema, root: JsonSchema): JsonSchema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`Unresolved reference ${schema.$ref}`);
  return target;
};

const valueFor = (
  faker: Faker,
  patterns: PatternStrings,
  raw: JsonSchema,
  root: JsonSchema,
  key: string,
  depth: number,
): unknown => {
  const schema = resolve(raw, root);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return faker.helpers.arrayElement(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return valueFor(faker, patterns, faker.helpers.arrayElement(choices), root, key, depth);
  if (schema.allOf) {
    return Object.assign(
      {},
      ...(schema.allOf.map((part) => valueFor(faker, patterns, part, root, key, depth)) as object[]),
    );
  }
  const type = Array.isArray(schema.type) ? faker.helpers.arrayElement(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {})
        // Optional fields come and go: a client must read each as maybe absent.
        .filter(([name]) => required.has(name) || faker.datatype.boolean())
        .map(([name, property]) => [name, valueFor(faker, patterns, property, root, name, depth + 1)]);
      return Object.fromEntries(entries);
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? Number.POSITIVE_INFINITY, Math.max(min, listCap(depth)));
      const count = faker.number.int({ min, max });
      const items = schema.items ?? {};
      return Array.from({ length: count }, () => valueFor(faker, patterns, items, root, key, depth + 1));
    }
    case 'string':
      return stringFor(faker, schema, key, patterns);
    case 'integer':
      return integerIn(faker, schema);
    case 'number':
      return schema.multipleOf === 1 ? integerIn(faker, schema) : numberIn(faker, schema);
    case 'boolean':
      return faker.datatype.boolean();
    case 'null':
      return null;
    default:
      // A schema without a type (zod's unknown): anything JSON.
      return faker.lorem.word();
  }
};

/** A value the response schema accepts, drawn from the faker's stream. */
export const fakeValue = (faker: Faker, schema: z.ZodType, patterns: PatternStrings = 'picked'): unknown => {
  const json = jsonSchemaOf(schema);
  return valueFor(faker, patterns, json, json, '', 0);
};
