// @vitest-environment node
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readSpecExamples } from './spec-examples';

/**
 * An independent validator (Ajv over the dereferenced contracts, not the generated zod): what
 * openapi/ shows as an example is what the schema accepts, and every request and response
 * media type of an operation shows one.
 */
const validator = () => {
  // Not strict: OpenAPI's own keywords (example, discriminator, readOnly…) are not JSON Schema's.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI 3.0 formats: a file's bytes, and base64.
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
  return ajv;
};

describe('the examples of openapi/', () => {
  const { examples, mediaTypes } = readSpecExamples();

  it('are there for every request and response media type', () => {
    expect(mediaTypes.length).toBeGreaterThan(300);
    expect(mediaTypes.filter((media) => !media.hasExample).map((media) => media.where)).toEqual([]);
  });

  it('each validate against their schema', () => {
    const ajv = validator();
    expect(examples.length).toBeGreaterThan(3000);
    const invalid = examples.flatMap((example) =>
      ajv.validate(example.schema as object, example.value)
        ? []
        : [`${example.where}: ${ajv.errorsText(ajv.errors)}`],
    );
    expect(invalid).toEqual([]);
  });

  it('would catch an example that breaks its schema', () => {
    const ajv = validator();
    const schema = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
    expect(ajv.validate(schema, { id: 0 })).toBe(false);
    expect(ajv.validate(schema, { id: 2 })).toBe(true);
  });
});
