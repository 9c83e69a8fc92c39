import type { AuditActorKind, AuditEntry } from '@/api/generated/audit/model';
import { managesPractice } from '@/domain/practice-roles';
import { isGroupRole, isPracticeRole } from '@/domain/role-entries';
import { DAY_MS } from '@/domain/zoned-time';
import { CLINIC_GROUPS } from './clinic-group-directory';
import { PRACTICES } from './practice-directory';
import { historyEnd, seedNow } from './seed-clock';
import { seededDraws } from './seeded-draws';
import type { UserRecord } from './user-record';
import { SEED_KINDS } from './audit-log-seed-kinds';
import type { ActorCategory } from './audit-log-seed-shape';

/**
 * The seeded audit log: 100,000 entries over the two years before the seed's now, held as
 * columns of typed arrays (1.2 MB) instead of 100,000 objects. Each column holds what a
 * filter reads (when, who, which practice, which kind of entry); the subject, the changes and
 * the detail are drawn again from the entry's index when a page shows it (audit-log-seed-entry.ts),
 * so that the offline API's tab does not carry the log for the whole shift.
 */
export const SEEDED_AUDIT_ENTRIES = 100_000;

const SPAN_MS = 730 * DAY_MS;

export interface SeedActor {
  id: string;
  name: string;
  email: string | undefined;
  kind: AuditActorKind;
  category: ActorCategory;
  /** Indexes in PRACTICES of the practices the person works in. */
  practices: number[];
  /** How often they act, against the others of their side. */
  weight: number;
}

export interface SeededAuditLog {
  size: number;
  /** Milliseconds, oldest first. */
  at: Float64Array;
  actor: Uint16Array;
  /** Index in PRACTICES, or -1 for what belongs to no practice. */
  practice: Int8Array;
  /** Index in SEED_KINDS. */
  kind: Uint8Array;
  actors: readonly SeedActor[];
}

const practiceIndex = new Map(PRACTICES.map((entry, index) => [entry.id, index]));

const practicesOf = (user: UserRecord): number[] => {
  const ids = new Set<string>();
  for (const entry of user.roles) {
    if (isPracticeRole(entry)) ids.add(entry.practiceId);
    if (isGroupRole(entry))
      for (const id of CLINIC_GROUPS.find((group) => group.id === entry.groupId)?.practiceIds ?? [])
        ids.add(id);
  }
  for (const entry of user.legacyPermissions.practices) ids.add(entry.practiceId);
  return [...ids].flatMap((id) => (practiceIndex.has(id) ? [practiceIndex.get(id)!] : []));
};

const categoryOf = (user: UserRecord): ActorCategory | undefined => {
  const roles = user.roles.map((entry) => entry.role);
  if (roles.includes('sys-admin')) return 'admin';
  if (roles.includes('sys-admin-read')) return 'reader';
  if (practicesOf(user).length === 0) return undefined;
  return roles.some((role) => managesPractice(role)) ? 'manager' : 'staff';
};

// The demo accounts act more than the others, so that signing in as them shows a busy log.
const DEMO_WEIGHT: Record<string, number> = { sysadmin: 6, clinic: 6, group: 4, readonly: 2 };

/**
 * The people of the seeded log: the seeded users with a role (not those created in the offline
 * mode since, which came after the log's period), as they are at the seed.
 */
const PROVIDER_ROLES = new Set(['sys-admin', 'sys-admin-read']);

// The contract's longest name and email of an actor (AuditActor).
const NAME_MAX = 200;
const EMAIL_MAX = 254;

/** The person who acts, as they are now: the entry keeps them so, even once renamed or deleted. */
export const auditActorOf = (user: UserRecord): AuditEntry['actor'] => ({
  id: user.id,
  name: (`${user.firstName} ${user.lastName}`.trim() || user.username).slice(0, NAME_MAX),
  ...(user.email ? { email: user.email.slice(0, EMAIL_MAX) } : {}),
  kind: user.roles.some((entry) => entry.role && PROVIDER_ROLES.has(entry.role))
    ? 'PROVIDER_STAFF'
    : 'CLINIC_STAFF',
});

const rosterOf = (users: readonly UserRecord[]): SeedActor[] => {
  const seededBefore = seedNow().toISOString();
  return users.flatMap((user) => {
    const category = user.createdAt < seededBefore ? categoryOf(user) : undefined;
    if (!category) return [];
    const { name, email, kind } = auditActorOf(user);
    return [
      {
        id: user.id,
        name,
        email,
        kind,
        category,
        practices: category === 'admin' || category === 'reader' ? [] : practicesOf(user),
        weight: DEMO_WEIGHT[user.username] ?? 1,
      },
    ];
  });
};

/** Cumulative weights, for a draw by binary search. */
const cumulative = (weights: readonly number[]): Float64Array => {
  const sums = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight;
    sums[index] = total;
  });
  return sums;
};

const drawIndex = (sums: Float64Array, draw: number): number => {
  const target = draw * sums[sums.length - 1]!;
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sums[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
};

// 12:00 to 23:00 UTC: from 7 or 8 in the morning to 6 or 7 in the evening in Eastern time, a
// little later in Moncton; the log is quiet at night and on weekends, as the clinics are.
const OPENING_UTC_MS = 12 * 3_600_000;
const OPEN_MS = 11 * 3_600_000;

/** The UTC midnights of the weekdays of the two years before `end`'s day, oldest first. */
const workdaysBefore = (end: number): number[] => {
  const today = Math.floor(end / DAY_MS) * DAY_MS;
  const days: number[] = [];
  for (let day = today - SPAN_MS; day < today; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
};

// One entry in eight is the provider's staff's.
const PROVIDER_SHARE = 0.125;

export const buildSeededAuditLog = (users: readonly UserRecord[]): SeededAuditLog => {
  const actors = rosterOf(users);
  const provider = actors.flatMap((actor, index) => (actor.kind === 'PROVIDER_STAFF' ? [index] : []));
  const clinic = actors.flatMap((actor, index) => (actor.kind === 'CLINIC_STAFF' ? [index] : []));
  const providerSums = cumulative(provider.map((index) => actors[index]!.weight));
  const clinicSums = cumulative(clinic.map((index) => actors[index]!.weight));
  const kindSums = Object.fromEntries(
    (['manager', 'staff', 'admin', 'reader'] as const).map((category) => [
      category,
      cumulative(SEED_KINDS.map((kind) => kind.weights[category] ?? 0)),
    ]),
  ) as Record<ActorCategory, Float64Array>;

  const size = SEEDED_AUDIT_ENTRIES;
  const log: SeededAuditLog = {
    size,
    at: new Float64Array(size),
    actor: new Uint16Array(size),
    practice: new Int8Array(size),
    kind: new Uint8Array(size),
    actors,
  };
  const draws = seededDraws('audit-log');
  const days = workdaysBefore(historyEnd());
  const step = days.length / size;
  for (let index = 0; index < size; index += 1) {
    // Evenly spread over the clinics' days, each entry within its own slot: the column stays
    // sorted without a sort.
    const position = (index + draws.next()) * step;
    const day = Math.floor(position);
    const instant = days[day]! + OPENING_UTC_MS + (position - day) * OPEN_MS;
    log.at[index] = Math.floor(instant / 1000) * 1000;
    const fromProvider = provider.length > 0 && (clinic.length === 0 || draws.next() < PROVIDER_SHARE);
    const actorIndex = fromProvider
      ? provider[drawIndex(providerSums, draws.next())]!
      : clinic[drawIndex(clinicSums, draws.next())]!;
    const actor = actors[actorIndex]!;
    const kind = drawIndex(kindSums[actor.category], draws.next());
    log.actor[index] = actorIndex;
    log.kind[index] = kind;
    log.practice[index] = SEED_KINDS[kind]!.inPractice
      ? actor.practices.length > 0
        ? actor.practices[Math.floor(draws.next() * actor.practices.length)]!
        : Math.floor(draws.next() * PRACTICES.length)
      : -1;
  }
  return log;
};
