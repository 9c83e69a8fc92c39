import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/domain/zoned-time';
import { auditEntries, searchAuditLog, seededAuditLog } from './audit-log';
import { SEEDED_AUDIT_ENTRIES } from './audit-log-seed';
import { seededEntry } from './audit-log-seed-entry';
import { historyEnd } from './seed-clock';

describe('the seeded audit log', () => {
  it('holds 100,000 entries over the two years before the seed’s now, oldest first', () => {
    const log = seededAuditLog();
    expect(log.size).toBe(SEEDED_AUDIT_ENTRIES);
    expect(log.at[log.size - 1]).toBeLessThanOrEqual(historyEnd());
    expect(historyEnd() - log.at[0]!).toBeGreaterThan(700 * DAY_MS);
    for (let index = 1; index < log.size; index += 997)
      expect(log.at[index]).toBeGreaterThanOrEqual(log.at[index - 1]!);
  });

  it('is busy on weekdays in the clinics’ hours, quiet at night and on weekends', () => {
    const log = seededAuditLog();
    for (let index = 0; index < log.size; index += 101) {
      const at = new Date(log.at[index]!);
      expect([0, 6]).not.toContain(at.getUTCDay());
      expect(at.getUTCHours()).toBeGreaterThanOrEqual(12);
      expect(at.getUTCHours()).toBeLessThan(23);
    }
  });

  it('has a realistic mix: sessions first, provider changes without a practice', () => {
    const counts = new Map<string, number>();
    const log = seededAuditLog();
    for (let index = 0; index < log.size; index += 10) {
      const entry = seededEntry(log, index);
      const key = `${entry.action} ${entry.subject.type}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (
        ['USER', 'TOOL_VERSION', 'DEPLOYMENT_GROUP', 'PRICING_FILE', 'CLINIC_GROUP', 'SESSION'].includes(
          entry.subject.type,
        )
      )
        expect(entry.practice).toBeUndefined();
      if (entry.action === 'CHANGED') expect(entry.changes?.length).toBeGreaterThan(0);
    }
    const sorted = [...counts].sort((a, b) => b[1] - a[1]).map(([key]) => key);
    expect(sorted.slice(0, 3)).toEqual(expect.arrayContaining(['SIGNED_IN SESSION', 'VIEWED CONVERSATION']));
    expect(counts.get('CHANGED USER')).toBeGreaterThan(0);
    expect(counts.get('EXPORTED COMMUNICATION_HISTORY')).toBeGreaterThan(0);
  });

  it('merges an entry written with an earlier clock by its instant', async () => {
    const log = seededAuditLog();
    const at = new Date(log.at[500]! + 1).toISOString();
    const written = await auditEntries.create({
      id: crypto.randomUUID(),
      at,
      actor: { id: 'someone', name: 'Someone', kind: 'CLINIC_STAFF' },
      action: 'SIGNED_IN',
      subject: { type: 'SESSION' },
    });
    const matches = searchAuditLog({ sort: 'at:asc' });
    const position = Array.from({ length: 10 }, (_, offset) => 496 + offset).find(
      (candidate) => matches.entryAt(candidate).id === written.id,
    );
    expect(position).toBeDefined();
    expect(matches.entryAt(position! - 1).at <= at).toBe(true);
    expect(matches.entryAt(position! + 1).at >= at).toBe(true);
  });
});
