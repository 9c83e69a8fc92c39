import { describe, expect, it } from 'vitest';
import type { RoleEntry } from '@/api/generated/users/model';
import { isSystemAdmin, systemRoleOf, toPracticeList } from './practice-list';

const practiceRole = (
  practiceId: string,
  practiceName?: string,
  role: RoleEntry['role'] | null = 'practice-admin',
): RoleEntry => ({
  ...(role ? { role } : {}),
  practiceId,
  ...(practiceName !== undefined ? { practiceName } : {}),
});

const groupRole = (
  groupId: number,
  members: [string, string][],
  role: RoleEntry['role'] | null = 'group-admin',
): RoleEntry => ({
  ...(role ? { role } : {}),
  groupId,
  groupName: `Group ${groupId}`,
  groupMembers: members.map(([id, name]) => ({ id, name })),
});

describe('toPracticeList (SPEC §6)', () => {
  it('gives a practice role its practice and a group role each member, sorted by name', () => {
    expect(
      toPracticeList([
        practiceRole('p1', 'Clinique dentaire du Plateau'),
        groupRole(4, [
          ['p2', 'Bay Street Dental'],
          ['p3', 'Ottawa Smile Centre'],
        ]),
      ]),
    ).toEqual([
      { id: 'p2', name: 'Bay Street Dental', role: 'group-admin' },
      { id: 'p1', name: 'Clinique dentaire du Plateau', role: 'practice-admin' },
      { id: 'p3', name: 'Ottawa Smile Centre', role: 'group-admin' },
    ]);
  });

  it('sorts without regard to case (or accents)', () => {
    const names = toPracticeList([
      practiceRole('a', 'centre dentaire Brossard'),
      practiceRole('b', 'Clinique dentaire Lévis'),
      practiceRole('c', 'Bay Street Dental'),
      practiceRole('d', 'École dentaire'),
      practiceRole('e', 'ZZ Top Dental'),
      practiceRole('f', 'aaa dental'),
    ]).map((entry) => entry.name);
    expect(names).toEqual([
      'aaa dental',
      'Bay Street Dental',
      'centre dentaire Brossard',
      'Clinique dentaire Lévis',
      'École dentaire',
      'ZZ Top Dental',
    ]);
  });

  it("labels a role without a name 'no-role' and a practice without a name 'unknown'", () => {
    expect(
      toPracticeList([
        practiceRole('p1', undefined, null),
        practiceRole('p2', ''),
        groupRole(1, [['p3', '']], null),
      ]),
    ).toEqual([
      { id: 'p1', name: 'unknown', role: 'no-role' },
      { id: 'p2', name: 'unknown', role: 'practice-admin' },
      { id: 'p3', name: 'unknown', role: 'no-role' },
    ]);
  });

  it('lists a practice reached by several roles once, under sys-admin when one of them is', () => {
    const list = toPracticeList([
      practiceRole('p1', 'Plateau', 'practice-user'),
      groupRole(2, [
        ['p1', 'Plateau'],
        ['p2', 'Rosemont'],
      ]),
      practiceRole('p2', 'Rosemont', 'sys-admin'),
      practiceRole('p1', 'Plateau', 'sys-admin'),
      practiceRole('p1', 'Plateau', 'practice-admin'),
    ]);
    expect(list).toEqual([
      { id: 'p1', name: 'Plateau', role: 'sys-admin' },
      { id: 'p2', name: 'Rosemont', role: 'sys-admin' },
    ]);
  });

  it('otherwise keeps the first role that reaches a practice, and the first name any entry gives', () => {
    expect(
      toPracticeList([
        practiceRole('p1', undefined, 'practice-user'),
        groupRole(2, [['p1', 'Plateau']]),
        practiceRole('p1', 'Plateau', 'sys-admin-read'),
      ]),
    ).toEqual([{ id: 'p1', name: 'Plateau', role: 'practice-user' }]);
  });

  it('gives nothing for system roles held without a practice, or for no roles', () => {
    expect(toPracticeList([{ role: 'sys-admin' }, { role: 'sys-admin-read' }])).toEqual([]);
    expect(toPracticeList([])).toEqual([]);
  });
});

describe('isSystemAdmin (SPEC §6)', () => {
  it('holds sys-admin or sys-admin-read, with or without a practice', () => {
    expect(isSystemAdmin([{ role: 'sys-admin' }])).toBe(true);
    expect(isSystemAdmin([practiceRole('p1', 'Plateau'), { role: 'sys-admin-read' }])).toBe(true);
    expect(isSystemAdmin([practiceRole('p1', 'Plateau', 'sys-admin')])).toBe(true);
    expect(isSystemAdmin([practiceRole('p1', 'Plateau'), groupRole(1, [])])).toBe(false);
    expect(isSystemAdmin([{ practiceId: 'p1' }, { groupId: 1, groupMembers: [] }])).toBe(false);
  });

  it('names the strongest system role held', () => {
    expect(systemRoleOf([{ role: 'sys-admin-read' }, { role: 'sys-admin' }])).toBe('sys-admin');
    expect(systemRoleOf([{ role: 'sys-admin-read' }])).toBe('sys-admin-read');
    expect(systemRoleOf([practiceRole('p1', 'Plateau')])).toBeUndefined();
  });
});
