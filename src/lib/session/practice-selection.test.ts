import { describe, expect, it } from 'vitest';
import type { RoleEntry } from '@/api/generated/users/model';
import { toPracticeList } from './practice-list';
import {
  firstPracticeOfRoles,
  localPracticeMemory,
  practicesToTry,
  rememberedPracticeKey,
} from './practice-selection';
import { SessionError } from './session-error';

const plateau: RoleEntry = { role: 'practice-admin', practiceId: 'p-plateau', practiceName: 'Plateau' };
const rosemont: RoleEntry = { role: 'practice-user', practiceId: 'p-rosemont', practiceName: 'Rosemont' };
const group: RoleEntry = {
  role: 'group-admin',
  groupId: 4,
  groupName: 'Ontario',
  groupMembers: [
    { id: 'p-ottawa', name: 'Ottawa Smile Centre' },
    { id: 'p-bay', name: 'Bay Street Dental' },
  ],
};

const tryFor = (
  roles: RoleEntry[],
  remembered?: string,
  systemAdmin = false,
  practices = toPracticeList(roles),
) => practicesToTry({ roles, practices, remembered, systemAdmin });

const errorCode = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof SessionError ? error.code : error;
  }
  return undefined;
};

describe('practicesToTry (SPEC §4)', () => {
  it('restores the remembered practice while the user can still reach it', () => {
    expect(tryFor([plateau, rosemont], 'p-rosemont')).toEqual(['p-rosemont', 'p-plateau']);
    expect(tryFor([plateau, group], 'p-bay')).toEqual(['p-bay', 'p-plateau']);
  });

  it('otherwise takes the first practice of the first role, not the first by name', () => {
    expect(tryFor([rosemont, plateau])).toEqual(['p-rosemont']);
    expect(tryFor([rosemont, plateau], 'p-gone')).toEqual(['p-rosemont']);
  });

  it('or the first member of a group', () => {
    expect(tryFor([group, plateau])).toEqual(['p-ottawa']);
  });

  it('skips roles that give no practice (a system role, an empty group)', () => {
    expect(tryFor([{ role: 'sys-admin-read' }, { ...group, groupMembers: [] }, rosemont])).toEqual([
      'p-rosemont',
    ]);
  });

  it("fails with 'User has no roles' without roles", () => {
    expect(errorCode(() => tryFor([]))).toBe('noRoles');
    expect(new SessionError('noRoles').message).toBe('User has no roles');
  });

  it("fails with 'Could not find practice id to select' when no role gives a practice", () => {
    expect(errorCode(() => tryFor([{ role: 'sys-admin-read' }, { ...group, groupMembers: [] }]))).toBe(
      'noPracticeToSelect',
    );
    expect(new SessionError('noPracticeToSelect').message).toBe('Could not find practice id to select');
  });

  it('lets a system administrator without practice roles start on the first listed practice, or none', () => {
    const listed = [
      { id: 'p-bay', name: 'Bay Street Dental', role: 'sys-admin' as const },
      { id: 'p-plateau', name: 'Plateau', role: 'sys-admin' as const },
    ];
    expect(tryFor([{ role: 'sys-admin' }], undefined, true, listed)).toEqual(['p-bay']);
    expect(tryFor([{ role: 'sys-admin' }], 'p-plateau', true, listed)).toEqual(['p-plateau', 'p-bay']);
    expect(tryFor([{ role: 'sys-admin' }], undefined, true, [])).toEqual([]);
  });

  it("tries a system administrator's remembered practice even when it is not listed", () => {
    expect(tryFor([{ role: 'sys-admin' }], 'p-far', true, [])).toEqual(['p-far']);
    expect(tryFor([{ role: 'sys-admin' }, plateau], 'p-plateau', true)).toEqual(['p-plateau']);
  });
});

describe('firstPracticeOfRoles', () => {
  it('reads practice roles and group members in role order', () => {
    expect(firstPracticeOfRoles([group, plateau])).toBe('p-ottawa');
    expect(firstPracticeOfRoles([{ role: 'sys-admin' }])).toBeUndefined();
  });
});

describe('localPracticeMemory', () => {
  it('remembers the practice per user in localStorage', () => {
    const memory = localPracticeMemory(window.localStorage);
    memory.write('user-a', 'p-plateau');
    memory.write('user-b', 'p-bay');
    expect(memory.read('user-a')).toBe('p-plateau');
    expect(memory.read('user-b')).toBe('p-bay');
    expect(memory.read('user-c')).toBeUndefined();
    expect(window.localStorage.getItem(rememberedPracticeKey('user-a'))).toBe('p-plateau');
    expect(rememberedPracticeKey('user-a')).toContain('user-a');
  });

  it('forgets quietly when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const memory = localPracticeMemory(broken);
    expect(() => memory.write('user-a', 'p-plateau')).not.toThrow();
    expect(memory.read('user-a')).toBeUndefined();
  });
});
