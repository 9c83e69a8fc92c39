import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it } from 'vitest';
import { databaseCollections } from '../../mocks/db/database';
import { verifyContract } from '../../scripts/contract/verify';
import { issueAccessToken } from '../../mocks/auth/access-tokens';
import { findUserByUsername } from '../../mocks/db/users';

const schemaOf = (collection: unknown) =>
  (collection as { options: { schema: StandardSchemaV1 } }).options.schema['~standard'];

describe('the seeded offline database', () => {
  it('holds only records that parse with their generated zod schemas', async () => {
    const collections = databaseCollections();
    expect(collections.length).toBeGreaterThan(10);
    for (const { name, collection } of collections) {
      const validate = schemaOf(collection);
      const records = collection.all();
      for (const record of records) {
        const result = await validate.validate(record);
        expect(result.issues, `${name}: ${JSON.stringify(result.issues)}`).toBeUndefined();
      }
    }
  });

  it.each(['sysadmin', 'clinic'])(
    'serves every GET operation within its contract to %s',
    async (username) => {
      const user = findUserByUsername(username);
      expect(user).toBeDefined();
      const token = await issueAccessToken({ id: user?.id ?? '', username });
      const results = await verifyContract({ baseUrl: 'http://localhost/api', token });
      const problems = results.filter(
        (result) => result.status === 'fail' && !result.problems[0]?.startsWith('HTTP 403'),
      );
      expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
    },
  );
});
