import { z } from 'zod';
import { periodDays, periodProblem } from '@/domain/stats-period';

export const PERIOD_PRESETS = ['month', 'last30', 'quarter', 'year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  /** First day, YYYY-MM-DD, inclusive. */
  startAt: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  endAt: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDay = (value: string): boolean =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Days in a period, both ends included. */
export const periodLength = ({ startAt, endAt }: Period): number => periodDays(startAt, endAt);

const isoOf = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** Today on the user's calendar (the clinic's, in practice: staff work where the clinic is). */
export const localToday = (now = new Date()): string =>
  isoOf(now.getFullYear(), now.getMonth(), now.getDate());

/** A preset's days, up to today; the last quarter is the calendar quarter before this one. */
export const presetPeriod = (preset: Exclude<PeriodPreset, 'custom'>, today: string): Period => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case 'month':
      return { startAt: isoOf(year, month - 1, 1), endAt: today };
    case 'last30':
      return { startAt: isoOf(year, month - 1, day - 29), endAt: today };
    case 'quarter': {
      const thisQuarterStart = Math.floor((month - 1) / 3) * 3;
      return { startAt: isoOf(year, thisQuarterStart - 3, 1), endAt: isoOf(year, thisQuarterStart, 0) };
    }
    case 'year':
      return { startAt: isoOf(year, 0, 1), endAt: today };
  }
};

const isoDayParam = z.string().refine(isIsoDay).optional();

/** The period in the URL's query: `?period=custom&from=2026-03-01&to=2026-03-31`. */
export const periodUrlShape = {
  period: z.enum(PERIOD_PRESETS).default('month'),
  from: isoDayParam,
  to: isoDayParam,
};

/** The period the URL's query names: a preset's days, or its custom range when valid. */
export const periodOf = (
  { period, from, to }: { period: PeriodPreset; from?: string | undefined; to?: string | undefined },
  today: string,
): Period | undefined => (period === 'custom' ? customPeriod(from, to) : presetPeriod(period, today));

/** The custom range when the URL holds a valid one, else undefined (the form then asks for it). */
export const customPeriod = (from: string | undefined, to: string | undefined): Period | undefined => {
  if (!from || !to) return undefined;
  return periodProblem(from, to) ? undefined : { startAt: from, endAt: to };
};
