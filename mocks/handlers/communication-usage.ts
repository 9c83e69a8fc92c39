import type { SmsPackageUsage } from '@/api/generated/communication/model';
import type { SmsUsage } from '@/api/generated/practices/model';
import type { CalendarDay } from '@/domain/sending-types';
import { zonedDay } from '@/domain/zoned-time';
import { communicationHistory, smsPackages } from '../db/communication';
import { isDeferred } from '../db/deferred-records';
import { deferredFact } from '../db/snapshot-split';
import type { HistoryRow } from '../db/communication-history-seed';
import { currentMonthOf, timeZoneOf } from '../db/communication-month';
import { SMS_WARNING_PERCENT, smsSegmentsPerMessage } from '../db/communication-seed';
import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import type { PracticeRecord } from '../db/practice-record';
import { AUTOMATED_COMMUNICATIONS } from './communication-practice';

const DAY_MS = 86_400_000;

/** A calendar day as a whole number of days since 1970, and back. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

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
  const utcTo = `${dateOfDayNumber(dayNumber(endAt) + 2)}T00:00:00Z`;
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

/**
 * The segments of the month so far. The practices' lists ask for every practice at once, so the
 * count is kept until the history changes: the API never writes it, a reseed or a snapshot
 * replaces it (its length, first and last row tell).
 */
const monthUsed = (practice: PracticeEntry, firstDay: CalendarDay, today: CalendarDay): number => {
  const key = `${practice.id}|${firstDay}|${today}`;
  // Before the history is loaded (mocks/db/snapshot-split.ts), the count taken when it was split.
  if (isDeferred('communicationHistory')) {
    const known = deferredFact(`smsMonthUsed|${key}`);
    if (known === undefined) throw new Error(`No SMS count of ${key} without the history`);
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
      const { firstDay, today } = currentMonthOf(practice);
      return [`smsMonthUsed|${practice.id}|${firstDay}|${today}`, monthUsed(practice, firstDay, today)];
    }),
  );

/** The package of the practice's current month: what it bought, and what its history has used. */
export const smsPackageUsage = (practice: PracticeEntry): SmsPackageUsage => {
  const { month, firstDay, today } = currentMonthOf(practice);
  const bought = smsPackages.findFirst((q) => q.where({ practiceId: practice.id }));
  const limit = bought?.limit ?? 0;
  const used = monthUsed(practice, firstDay, today);
  return {
    month,
    limit,
    used,
    usedPercent: limit > 0 ? Math.min(100, Math.round((used / limit) * 1000) / 10) : 100,
    warningPercent: bought?.warningPercent ?? SMS_WARNING_PERCENT,
    suspended: used >= limit,
  };
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
