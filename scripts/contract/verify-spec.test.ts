// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CreateClinicGroupBody } from '../../src/api/generated/clinic-groups/clinic-groups.zod';
import { SaveGoalsBody } from '../../src/api/generated/analytik/analytik.zod';
import { CreateUserBody } from '../../src/api/generated/users/users.zod';
import { readKitOperations, sampleOf } from './verify-spec';

const operations = readKitOperations();
const requestSchema = (operationId: string) =>
  operations.find((operation) => operation.operationId === operationId)?.request?.schema;

describe('the request contract-verify builds when the contract gives no example', () => {
  it.each([
    ['createClinicGroup', CreateClinicGroupBody],
    ['createUser', CreateUserBody],
    ['saveGoals', SaveGoalsBody],
  ] as const)('is a body %s accepts', (operationId, schema) => {
    const sample = sampleOf(requestSchema(operationId));
    expect(schema.safeParse(sample).error?.issues ?? []).toEqual([]);
  });

  it('holds the required properties only, at the bounds of their schema', () => {
    expect(
      sampleOf({
        type: 'object',
        required: ['kind', 'count', 'tags', 'code'],
        properties: {
          kind: { type: 'string', enum: ['REMINDER', 'CONFIRMATION'] },
          count: { type: 'integer', minimum: 3 },
          tags: { type: 'array', minItems: 1, items: { type: 'boolean' } },
          code: { type: 'string', minLength: 5 },
          notes: { type: 'string' },
        },
      }),
    ).toEqual({ kind: 'REMINDER', count: 3, tags: [true], code: 'kit--' });
  });
});
