import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/api/generated/audit/model';
import { SEEDED_AUDIT_ENTRIES } from '../db/audit-log-seed';
import { PRACTICES } from '../db/practice-directory';
import { findUserByUsername } from '../db/users';
import { practiceIdsOf } from './practice-access';
import { clientAs, expectProblem } from './api-test-client';
import { clinicPractices, logAs } from './audit-log.test-support';

const sysadmin = clientAs('sysadmin');
const clinic = clientAs('clinic');

describe('the audit log', () => {
  it('pages the 100,000 seeded entries newest first, with the real totals', async () => {
    const { items, meta } = await logAs(sysadmin, '?page=1000&pageSize=100');
    expect(meta.totalItems).toBeGreaterThanOrEqual(SEEDED_AUDIT_ENTRIES);
    expect(meta).toMatchObject({ page: 1000, pageSize: 100, totalPages: Math.ceil(meta.totalItems / 100) });
    expect(items).toHaveLength(100);
    const times = items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    const last = await logAs(sysadmin, `?page=${meta.totalPages + 1}&pageSize=100`);
    expect(last.items).toEqual([]);
  });

  it('gives the same entry the same words on every page that shows it', async () => {
    const first = await logAs(sysadmin, '?page=300&pageSize=10&sort=at:asc');
    const again = await logAs(sysadmin, '?page=300&pageSize=10&sort=at:asc');
    expect(again.items).toEqual(first.items);
  });

  it('combines the filters with AND', async () => {
    const practice = PRACTICES[0]!;
    const from = '2026-01-01T05:00:00Z';
    const to = '2026-06-30T23:59:59Z';
    const { items, meta } = await logAs(
      sysadmin,
      `?practiceId=${practice.id}&action=CHANGED&subjectType=COMMUNICATION_SETTINGS&from=${from}&to=${to}&pageSize=200&sort=at:asc`,
    );
    expect(meta.totalItems).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({
        practice: { id: practice.id },
        action: 'CHANGED',
        subject: { type: 'COMMUNICATION_SETTINGS' },
      });
      expect(item.at >= from && item.at <= to).toBe(true);
      expect(item.changes?.length).toBeGreaterThan(0);
    }
  });

  it('finds a person by part of their name or email, without regard to case or accents', async () => {
    const { items, meta } = await logAs(sysadmin, '?person=BOUCHARD&pageSize=50');
    expect(meta.totalItems).toBeGreaterThan(100);
    for (const item of items)
      expect(`${item.actor.name} ${item.actor.email}`.toLowerCase()).toContain('bouchard');

    const byId = await logAs(sysadmin, `?actorId=${findUserByUsername('sysadmin')!.id}&pageSize=20`);
    expect(byId.items.every((item) => item.actor.name === 'Nadia Bouchard')).toBe(true);
  });

  it('shows a practice manager only the entries of the practices they manage, provider staff’s included', async () => {
    const managed = clinicPractices();
    const { items, meta } = await logAs(clinic, '?pageSize=200');
    expect(meta.totalItems).toBeGreaterThan(0);
    expect(meta.totalItems).toBeLessThan(SEEDED_AUDIT_ENTRIES / 4);
    for (const item of items) expect(managed.has(item.practice?.id ?? '')).toBe(true);

    const provider = await logAs(clinic, '?subjectType=PRACTICE_MODULE&pageSize=10');
    expect(provider.items.every((item: AuditEntry) => item.actor.kind === 'PROVIDER_STAFF')).toBe(true);
    expect(provider.meta.totalItems).toBeGreaterThan(0);

    for (const subjectType of ['SESSION', 'USER', 'TOOL_VERSION'])
      expect((await logAs(clinic, `?subjectType=${subjectType}`)).meta.totalItems).toBe(0);
  });

  it('answers 404 for a practice the manager does not manage, 403 to anyone else', async () => {
    const other = PRACTICES.find((practice) => !clinicPractices().has(practice.id))!;
    await expectProblem(await clinic('GET', `/audit-log?practiceId=${other.id}`), 404);
    await expectProblem(await clientAs('noroles')('GET', '/audit-log'), 403);
    // A practice's user who does not manage it: the log says who looked at which patient.
    await expectProblem(await clientAs('resetme')('GET', '/audit-log'), 403);
  });

  it('shows a group administrator their group’s practices, and the read-only administrator everything', async () => {
    const managed = practiceIdsOf(findUserByUsername('group')!, { managing: true });
    const { items, meta } = await logAs(clientAs('group'), '?pageSize=200');
    expect(meta.totalItems).toBeGreaterThan(0);
    for (const item of items) expect(managed.has(item.practice?.id ?? '')).toBe(true);
    const everything = await logAs(clientAs('readonly'), '?subjectType=SESSION&pageSize=1');
    expect(everything.meta.totalItems).toBeGreaterThan(0);
  });

  it('refuses an invalid query with 400', async () => {
    for (const query of [
      '?pageSize=500',
      '?action=READ',
      '?from=yesterday',
      '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    ])
      await expectProblem(await sysadmin('GET', `/audit-log${query}`), 400);
  });
});
