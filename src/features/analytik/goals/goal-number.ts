import type { GoalDirection, MetricUnit } from '@/api/generated/analytik/model';
import { PERCENT_GOAL_MAX } from '@/domain/analytik-goal-values';
import type { Locale } from '@/i18n/locale';

// Spaces people type between thousands: plain, no-break and narrow no-break (fr-CA's own).
const SPACES = /[\s\u00a0\u202f]/g;
// A unit typed after or before the number: "82 %", "2 150 000 $", "$2,150,000".
const UNIT_SIGNS = /[$%]|\bh\b/gi;
const EN_NUMBER = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const FR_NUMBER = /^\d+([.,]\d+)?$/;

/**
 * A goal as typed in the language shown: "2,150,000.50" in English, "2 150 000,50" in French
 * (a dot is accepted too). Undefined when empty, NaN when it is not a number, so that the
 * field can say which.
 */
export const parseGoalNumber = (text: string, locale: Locale): number | undefined => {
  const compact = text.replace(UNIT_SIGNS, '').replace(SPACES, '');
  if (compact === '') return undefined;
  if (locale === 'en') return EN_NUMBER.test(compact) ? Number(compact.replaceAll(',', '')) : Number.NaN;
  return FR_NUMBER.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
};

/** A goal as the field shows it: no grouping, the decimal sign of the language. */
export const formatGoalNumber = (value: number, locale: Locale): string => {
  const text = String(Number(value.toFixed(6)));
  return locale === 'fr' ? text.replace('.', ',') : text;
};

/** Helpers round to the step people set goals in: dollars, whole counts and hours, tenths of a percent. */
const HELPER_DECIMALS: Record<MetricUnit, number> = {
  currency: 0,
  count: 0,
  hours: 0,
  percent: 1,
  'currency-per-hour': 2,
};

export const roundGoal = (unit: MetricUnit, value: number): number => {
  const factor = 10 ** HELPER_DECIMALS[unit];
  const rounded = Math.round(value * factor) / factor;
  return unit === 'percent' ? Math.min(PERCENT_GOAL_MAX, rounded) : rounded;
};

/**
 * A goal moved by a percentage towards improvement: up where higher is better, down where lower
 * is better (raising a lower-is-better goal would make it easier, the opposite of the intent).
 */
export const raiseGoal = (
  unit: MetricUnit,
  direction: GoalDirection,
  value: number,
  percent: number,
): number => roundGoal(unit, value * (1 + ((direction === 'lower-is-better' ? -1 : 1) * percent) / 100));
