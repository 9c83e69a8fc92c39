import { Collection } from '@msw/data';
import { z } from 'zod';
import type { AuditAction, AuditEntry, AuditSubjectType } from '@/api/generated/audit/model';
import { containsSearch } from '@/utils/search-text';
import type { DatabaseArea } from './area';
import { SEED_KINDS } from './audit-log-seed-kinds';
import { auditActorOf, buildSeededAuditLog, type SeededAuditLog } from './audit-log-seed';
import { seededEntry } from './audit-log-seed-entry';
import { PRACTICES } from './practice-directory';
import { findUser, users } from './users';

/**
 * The audit log: the seeded entries (audit-log-seed.ts, made up on first use and held as
 * columns) followed by what was done in the offline mode, which is written here and kept
 * across reloads like the other writes. Append-only: nothing changes or deletes an entry.
 */
export const auditEntries = new Collection({
  schema: z.custom<AuditEntry>((value) => typeof value === 'object' && value !== null),
});

/** An entry to write: the log gives it its id and instant. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

export const appendAuditEntry = (entry: NewAuditEntry): Promise<AuditEntry> =>
  auditEntries.create({ id: crypto.randomUUID(), at: new Date().toISOString(), ...entry });

/**
 * A sign-in or sign-out, which the identity service's triggers report: by the Cognito `sub`,
 * which is the portal profile's id. An identity without a profile has no one to record.
 */
export const recordSession = async (sub: string, action: 'SIGNED_IN' | 'SIGNED_OUT'): Promise<void> => {
  const user = findUser(sub);
  if (user) await appendAuditEntry({ actor: auditActorOf(user), action, subject: { type: 'SESSION' } });
};

let seeded: SeededAuditLog | undefined;

/** The seeded log, made up when first asked for: the database starts without it. */
export const seededAuditLog = (): SeededAuditLog => (seeded ??= buildSeededAuditLog(users.all()));

export interface AuditFilters {
  practiceId?: string | undefined;
  actorId?: string | undefined;
  person?: string | undefined;
  action?: AuditAction | undefined;
  subjectType?: AuditSubjectType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'at:desc' | 'at:asc';
  /** The practices the caller may see the entries of, with none of what belongs to no practice; all when absent. */
  practiceIds?: ReadonlySet<string> | undefined;
}

/** The first index whose instant is at or after `instant` (sorted column). */
const lowerBound = (column: Float64Array, instant: number): number => {
  let low = 0;
  let high = column.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (column[middle]! < instant) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The seeded entries that match, oldest first: how many, and the index of each. */
interface SeedSelection {
  count: number;
  index: (position: number) => number;
}

const matchingSeeded = (log: SeededAuditLog, filters: AuditFilters): SeedSelection => {
  const first = filters.from ? lowerBound(log.at, Date.parse(filters.from)) : 0;
  const end = filters.to ? lowerBound(log.at, Date.parse(filters.to) + 1) : log.size;
  const actorOk = Uint8Array.from(log.actors, (actor) =>
    Number(
      (filters.actorId === undefined || actor.id === filters.actorId) &&
        (filters.person === undefined ||
          containsSearch(actor.name, filters.person) ||
          containsSearch(actor.email, filters.person)),
    ),
  );
  // Slot 0 is "no practice"; slot i + 1 is PRACTICES[i].
  const practiceOk = Uint8Array.from([undefined, ...PRACTICES], (entry) =>
    Number(
      entry === undefined
        ? filters.practiceId === undefined && filters.practiceIds === undefined
        : (filters.practiceId === undefined || entry.id === filters.practiceId) &&
            (filters.practiceIds === undefined || filters.practiceIds.has(entry.id)),
    ),
  );
  const kindOk = Uint8Array.from(SEED_KINDS, (kind) =>
    Number(
      (filters.action === undefined || kind.action === filters.action) &&
        (filters.subjectType === undefined || kind.subject === filters.subjectType),
    ),
  );
  const everything = [actorOk, practiceOk, kindOk].every((mask) => mask.every(Boolean));
  // Unfiltered but for the period (the screen's first page): a range, nothing to allocate.
  if (everything) return { count: Math.max(0, end - first), index: (position) => first + position };
  const found = new Int32Array(Math.max(0, end - first));
  let count = 0;
  for (let index = first; index < end; index += 1) {
    if (actorOk[log.actor[index]!] && practiceOk[log.practice[index]! + 1] && kindOk[log.kind[index]!])
      found[count++] = index;
  }
  return { count, index: (position) => found[position]! };
};

const matchesEntry = (entry: AuditEntry, filters: AuditFilters): boolean => {
  const practiceId = entry.practice?.id;
  if (filters.practiceIds && (!practiceId || !filters.practiceIds.has(practiceId))) return false;
  if (filters.practiceId !== undefined && practiceId !== filters.practiceId) return false;
  if (filters.actorId !== undefined && entry.actor.id !== filters.actorId) return false;
  if (
    filters.person !== undefined &&
    !containsSearch(entry.actor.name, filters.person) &&
    !containsSearch(entry.actor.email, filters.person)
  )
    return false;
  if (filters.action !== undefined && entry.action !== filters.action) return false;
  if (filters.subjectType !== undefined && entry.subject.type !== filters.subjectType) return false;
  const at = Date.parse(entry.at);
  if (filters.from !== undefined && at < Date.parse(filters.from)) return false;
  return filters.to === undefined || at <= Date.parse(filters.to);
};

export interface AuditMatches {
  total: number;
  /** The entry at a position of the result, in the order asked for. */
  entryAt: (position: number) => AuditEntry;
}

/**
 * The entries that match, in the order asked for: the seeded ones and the written ones merged by
 * instant (a written entry after a seeded one of the same instant). Only the entries asked for
 * with entryAt are built.
 */
export const searchAuditLog = (filters: AuditFilters): AuditMatches => {
  const log = seededAuditLog();
  const fromSeed = matchingSeeded(log, filters);
  const written = auditEntries
    .all()
    .filter((entry) => matchesEntry(entry, filters))
    .map((entry) => ({ entry, at: Date.parse(entry.at) }))
    .sort((a, b) => a.at - b.at);
  const total = fromSeed.count + written.length;
  const lastSeeded = fromSeed.count > 0 ? log.at[fromSeed.index(fromSeed.count - 1)]! : -Infinity;
  // Oldest first: a seeded index as is, the k-th written entry as -(k + 1). What the offline mode
  // writes comes after the seed's now, so the two lists are merged only when a clock says otherwise.
  let refAt = (position: number) =>
    position < fromSeed.count ? fromSeed.index(position) : -(position - fromSeed.count + 1);
  if (written.length > 0 && written[0]!.at < lastSeeded) {
    const merged = new Int32Array(total);
    for (let seed = 0, write = 0, position = 0; position < total; position += 1) {
      const takeSeed =
        write >= written.length ||
        (seed < fromSeed.count && log.at[fromSeed.index(seed)]! <= written[write]!.at);
      merged[position] = takeSeed ? fromSeed.index(seed++) : -(write++ + 1);
    }
    refAt = (position) => merged[position]!;
  }
  return {
    total,
    entryAt: (position) => {
      const ref = refAt(filters.sort === 'at:asc' ? position : total - 1 - position);
      return ref >= 0 ? seededEntry(log, ref) : written[-ref - 1]!.entry;
    },
  };
};

export const auditLogArea: DatabaseArea = {
  name: 'audit-log',
  collections: { auditEntries },
  clearMemory: () => {
    seeded = undefined;
  },
  async seed() {
    // Nothing to write: the seeded entries are made up on first use (audit-log-seed.ts).
  },
};
