import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { operations } from '@/api/generated/operations';
import { groups } from '../../mocks/contract/groups';

// orval's faker factories are the offline API's fallback: whatever they produce must satisfy the
// same zod schemas the HTTP client validates responses with.
const fakerModules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/*/*.faker.ts', {
  eager: true,
});

const factoryOf = (group: string, operationId: string) => {
  const module = fakerModules[`../../src/api/generated/${group}/${group}.faker.ts`];
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}ResponseMock`;
  const factory = module?.[name];
  return typeof factory === 'function' ? (factory as () => unknown) : undefined;
};

const withSchema = operations.filter(
  (operation) => operation.response && factoryOf(operation.group, operation.operationId),
);

describe('generated faker mocks', () => {
  it('cover every group', () => {
    expect(new Set(withSchema.map((operation) => operation.group))).toEqual(new Set(groups));
  });

  it.each(withSchema.map((operation) => [operation.operationId, operation] as const))(
    '%s parses with its zod schema',
    (_, operation) => {
      const factory = factoryOf(operation.group, operation.operationId);
      faker.seed(2026);
      for (let run = 0; run < 25; run += 1) {
        const result = operation.response?.safeParse(factory?.());
        expect(result?.success, result?.error?.message).toBe(true);
      }
    },
  );
});
