// @vitest-environment node
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { dereference, readSpecExamples } from './spec-examples';

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

describe("RoleEntry's three shapes", () => {
  const roleEntry = dereference({ $ref: '#/components/schemas/RoleEntry' }, 'users.yaml') as object;
  const accepts = (value: unknown) => validator().validate(roleEntry, value);
  const practiceId = '3f2b6c1e-8a4d-4e0b-9a57-2d7f1c9e5a10';
  const groupMembers = [{ id: practiceId, name: 'Clinique dentaire du Plateau' }];

  it('accept a system, a practice and a group role, with or without a role name on the last two', () => {
    expect(accepts({ role: 'sys-admin-read' })).toBe(true);
    expect(accepts({ role: 'practice-admin', practiceId, practiceName: 'Plateau' })).toBe(true);
    expect(accepts({ practiceId })).toBe(true);
    expect(accepts({ role: 'group-admin', groupId: 4, groupName: 'Laurentides', groupMembers })).toBe(true);
    expect(accepts({ groupId: 4, groupMembers: [] })).toBe(true);
  });

  it('refuse an entry that mixes them or belongs to none', () => {
    expect(accepts({ role: 'practice-admin', practiceId, groupId: 4, groupMembers })).toBe(false);
    expect(accepts({ role: 'sys-admin', groupId: 4 })).toBe(false);
    expect(accepts({ role: 'practice-admin' })).toBe(false);
    expect(accepts({})).toBe(false);
    expect(accepts({ role: 'group-admin', groupId: 4 })).toBe(false);
  });
});
