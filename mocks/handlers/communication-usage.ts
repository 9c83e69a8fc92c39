import type { SmsPackageUsage } from '@/api/generated/communication/model';
import type { SmsUsage } from '@/api/generated/practices/model';
import type { CalendarDay } from '@/domain/sending-types';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { communicationHistory, smsPackages } from '../db/communication';
import { deferredFact } from '../db/snapshot-split';
import type { HistoryRow } from '../db/communication-history-seed';
import { currentMonthOf, timeZoneOf, type PracticeMonth } from '../db/communication-month';
import { isDeferred, loadDeferredRecords } from '../db/deferred-records';
import { seedNow, worldNow } from '../db/seed-clock';
import { SMS_WARNING_PERCENT, smsSegmentsPerMessage } from '../db/communication-seed';
import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import type { PracticeRecord } from '../db/practice-record';
import { AUTOMATED_COMMUNICATIONS } from './communication-practice';

const localDays = new Map<string, CalendarDay>();

/**
 * The calendar day of an instant in the practice's timezone (the domain's `zonedDay`). Canadian
 * offsets change on the hour, so the answer is cached per UTC hour: a year of history costs a
 * few thousand conversions instead of one per message.
 */
export const localDayOf = (sentAt: string, timeZone: string): CalendarDay => {
  const hour = sentAt.slice(0, 13);
  const key = `${timeZone}|${hour}`;
  let day = localDays.get(key);
  if (day === undefined) {
    day = zonedDay(Date.parse(`${hour}:00:00Z`), timeZone);
    localDays.set(key, day);
  }
  return day;
};

/** The practice's history rows sent from `startAt` to `endAt`, whole days of its calendar. */
export const historyOfDays = (
  practice: PracticeEntry,
  startAt: CalendarDay,
  endAt: CalendarDay,
): HistoryRow[] => {
  const timeZone = timeZoneOf(practice);
  // A calendar day in a Canadian timezone starts and ends between 03:00 and 05:00 UTC, so this
  // UTC window holds every message of the period: a cheap string pre-filter before the exact day.
  const utcFrom = `${startAt}T00:00:00Z`;
  const utcTo = `${addDays(endAt, 2)}T00:00:00Z`;
  return communicationHistory.findMany((q) =>
    q.where((row) => {
      if (row.practiceId !== practice.id || row.sentAt < utcFrom || row.sentAt >= utcTo) return false;
      const day = localDayOf(row.sentAt, timeZone);
      return day >= startAt && day <= endAt;
    }),
  );
};

/**
 * Segments the SMS among these rows used: the one count behind the statistics' "SMS segments
 * used" and the package's `used`, so a month shows the same number everywhere.
 */
export const smsSegmentsOf = (practice: PracticeEntry, rows: readonly HistoryRow[]): number =>
  rows.reduce(
    (sum, row) =>
      row.channel === 'SMS' ? sum + smsSegmentsPerMessage(practice, row.kind, row.language) : sum,
    0,
  );

const usedByMonth = new Map<string, number>();
let historySeen: readonly unknown[] = [];

/** Months whose history rows were loaded for them (loadSmsMonth) while the rest still waits. */
const loadedMonths = new Set<string>();

const monthKey = (practice: PracticeEntry, { firstDay, today }: PracticeMonth) =>
  `${practice.id}|${firstDay}|${today}`;

/**
 * Makes the month of `at` countable: a split snapshot counted the SMS of its own day only
 * (deferredFact), so a later day (a page left open past midnight, the plan's clock past the
 * seed's) first loads the practice's rows of that month.
 */
export const loadSmsMonth = async (practice: PracticeEntry, at: Date = worldNow()): Promise<void> => {
  const month = currentMonthOf(practice, at);
  const key = monthKey(practice, month);
  if (!isDeferred('communicationHistory') || deferredFact(`smsMonthUsed|${key}`) !== undefined) return;
  await loadDeferredRecords({ practiceId: practice.id, since: new Date(month.start).toISOString() });
  loadedMonths.add(key);
};

/**
 * The segments of the month so far. The practices' lists ask for every practice at once, so the
 * count is kept until the history changes: the API never writes it, a reseed or a snapshot
 * replaces it (its length, first and last row tell).
 */
const monthUsed = (practice: PracticeEntry, month: PracticeMonth): number => {
  const { firstDay, today } = month;
  const key = monthKey(practice, month);
  // Before the history is loaded (mocks/db/snapshot-split.ts), the count taken when it was split.
  if (isDeferred('communicationHistory') && !loadedMonths.has(key)) {
    const known = deferredFact(`smsMonthUsed|${key}`);
    if (known === undefined) throw new Error(`No SMS count of ${key} without the history (loadSmsMonth)`);
    return known;
  }
  const all = communicationHistory.all();
  const seen = [all.length, all[0], all.at(-1)];
  if (seen.some((value, index) => value !== historySeen[index])) {
    usedByMonth.clear();
    historySeen = seen;
  }
  let used = usedByMonth.get(key);
  if (used === undefined) {
    used = smsSegmentsOf(practice, historyOfDays(practice, firstDay, today));
    usedByMonth.set(key, used);
  }
  return used;
};

/** The SMS each practice has used this month, as deferredFact() gives them (snapshot-split.ts). */
export const smsMonthUsedFacts = (): Record<string, number> =>
  Object.fromEntries(
    PRACTICES.map((practice) => {
      // The snapshot's own day: what a page asks first (loadSmsMonth loads any other).
      const month = currentMonthOf(practice, seedNow());
      return [`smsMonthUsed|${monthKey(practice, month)}`, monthUsed(practice, month)];
    }),
  );

/**
 * The package of the practice's month at `at` (the world's now by default; the sending plan
 * passes its own): what it bought, and what its history has used. A split snapshot's caller
 * awaits loadSmsMonth(practice, at) first.
 */
export const smsPackageUsage = (practice: PracticeEntry, at: Date = worldNow()): SmsPackageUsage => {
  const current = currentMonthOf(practice, at);
  const { month } = current;
  const bought = smsPackages.findFirst((q) => q.where({ practiceId: practice.id }));
  const limit = bought?.limit ?? 0;
  const used = monthUsed(practice, current);
  return {
    month,
    limit,
    used,
    usedPercent: limit > 0 ? Math.min(100, Math.round((used / limit) * 1000) / 10) : 100,
    warningPercent: bought?.warningPercent ?? SMS_WARNING_PERCENT,
    suspended: used >= limit,
  };
};

/** loadSmsMonth for the practices a list or a view is about to show with their SMS use. */
export const loadSmsMonthsOf = async (records: readonly Pick<PracticeRecord, 'id'>[]): Promise<void> => {
  const entries = records.flatMap((record) => PRACTICES.filter((practice) => practice.id === record.id));
  await Promise.all(entries.map((entry) => loadSmsMonth(entry)));
};

/**
 * The same package as the practices' views show it (percentage not capped), for a practice with
 * the automated communications module; none for the others, which have no package in use.
 */
export const practiceSmsUsage = (record: PracticeRecord): SmsUsage | undefined => {
  const entry = PRACTICES.find((practice) => practice.id === record.id);
  if (!entry || !record.activeModules.includes(AUTOMATED_COMMUNICATIONS)) return undefined;
  const { used, limit, suspended } = smsPackageUsage(entry);
  return {
    segmentsUsed: used,
    monthlyPackage: limit,
    percentUsed: limit > 0 ? Math.round((used / limit) * 1000) / 10 : 100,
    suspended,
  };
};
