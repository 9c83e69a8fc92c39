import type { AuditEntry } from '@/api/generated/audit/model';
import { SEED_KINDS } from './audit-log-seed-kinds';
import { seededUuid, type EntryDraws, type SeedKind } from './audit-log-seed-shape';
import type { SeededAuditLog } from './audit-log-seed';
import { PRACTICES } from './practice-directory';

/**
 * A seeded audit entry, whole: its columns (audit-log-seed.ts) say when, who, where and which
 * kind; its subject, changes and detail are drawn again from its index each time a page shows it.
 */

/** A small, fast generator of the entry's own: its details are the same every time it is shown. */
const entryDraws = (index: number): EntryDraws => {
  let state = (Math.imul(index + 1, 0x9e3779b1) ^ 0x5eed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (values) => values[Math.floor(next() * values.length)]! };
};

/** The seeded entry at `index`, whole. */
export const seededEntry = (log: SeededAuditLog, index: number): AuditEntry => {
  const actor = log.actors[log.actor[index]!]!;
  const kind: SeedKind = SEED_KINDS[log.kind[index]!]!;
  const practice = log.practice[index]! >= 0 ? PRACTICES[log.practice[index]!] : undefined;
  const at = new Date(log.at[index]!);
  const draws = entryDraws(index);
  const drawn = kind.draw({
    draws,
    practice,
    at,
    otherUser: () => {
      const other = log.actors[draws.int(0, log.actors.length - 1)]!;
      return { id: other.id, name: other.name, email: other.email };
    },
  });
  return {
    id: seededUuid(0xa0d17, index),
    at: at.toISOString(),
    actor: {
      id: actor.id,
      name: actor.name,
      ...(actor.email ? { email: actor.email } : {}),
      kind: actor.kind,
    },
    ...(practice ? { practice: { id: practice.id, name: practice.name } } : {}),
    action: kind.action,
    subject: { type: kind.subject, ...drawn.subject },
    ...(drawn.changes ? { changes: drawn.changes } : {}),
    ...(drawn.detail ? { detail: drawn.detail } : {}),
  };
};
