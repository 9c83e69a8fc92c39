import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GetUserProfileResponse } from '@/api/generated/users/users.zod';
import { rootDir } from '../../mocks/contract/spec-files';
import { uuidAsSyntax } from './uuid-syntax';

const profile = (practiceId: string, memberId: string) => ({
  id: '00000000-0000-0000-0000-000000000000',
  username: 'lea.tremblay',
  email: 'lea@example.ca',
  firstName: 'Léa',
  lastName: 'Tremblay',
  roles: [
    { role: 'practice-admin', practiceId, practiceName: 'Plateau' },
    {
      role: 'group-admin',
      groupId: 4,
      groupName: 'Laurentides',
      groupMembers: [{ id: memberId, name: 'Saint-Jérôme' }],
    },
  ],
  migrated: true,
  legacyPermissions: { analytik: false, practices: [] },
  createdAt: '2026-01-14T16:22:05Z',
});

describe('what the client takes for a uuid', () => {
  it('takes any 8-4-4-4-12 hexadecimal id, whatever its version digit or case', () => {
    // Version digit 0 and a non-RFC variant: zod's own uuid() refused these.
    const legacy = '3F2B6C1E-8A4D-0E0B-1A57-2D7F1C9E5A10';
    expect(GetUserProfileResponse.safeParse(profile(legacy, legacy)).success).toBe(true);
  });

  it('refuses an id that is not a uuid where the contract says it is one, a group member included', () => {
    const good = '3f2b6c1e-8a4d-4e0b-9a57-2d7f1c9e5a10';
    expect(GetUserProfileResponse.safeParse(profile('veniam', good)).success).toBe(false);
    expect(GetUserProfileResponse.safeParse(profile(good, 'veniam')).success).toBe(false);
    expect(GetUserProfileResponse.safeParse(profile(good, `${good}0`)).success).toBe(false);
  });

  it('rewrites every format: uuid of a spec, nested or not, and leaves examples alone', () => {
    const spec = {
      components: {
        schemas: {
          Uuid: { type: 'string', format: 'uuid', example: 'x' },
          List: { type: 'array', items: { type: 'string', format: 'uuid' } },
        },
      },
      example: { type: 'string', format: 'uuid' },
    };
    const rewritten = uuidAsSyntax(spec);
    expect(JSON.stringify(rewritten)).not.toContain('"format":"uuid"}},');
    expect(rewritten.components.schemas.Uuid).toMatchObject({ type: 'string', example: 'x' });
    expect(rewritten.components.schemas.Uuid).not.toHaveProperty('format');
    expect(rewritten.components.schemas.List.items).toHaveProperty('pattern');
    expect(rewritten.example).toEqual({ type: 'string', format: 'uuid' });
    expect(spec.components.schemas.Uuid.format).toBe('uuid');
  });

  it('leaves no zod uuid() in the generated schemas', () => {
    const generated = join(rootDir, 'src', 'api', 'generated');
    const zodFiles = readdirSync(generated, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.zod.ts'),
    );
    expect(zodFiles.length).toBeGreaterThan(5);
    for (const file of zodFiles)
      expect(readFileSync(join(generated, file), 'utf8')).not.toContain('zod.uuid(');
  });
});
