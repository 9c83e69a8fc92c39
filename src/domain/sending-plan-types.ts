import type { MessageKind } from '@/api/generated/communication/model';
import type { CalendarDay, PlannedMessage, SkipReason } from './sending-types';

/**
 * What the sending rules give (SPEC §4 and §9): the messages in order of sending, each day's
 * counts, and the SMS package's forecast. Their inputs are in sending-types.ts.
 */

export type KindDayCounts = { planned: number; skipped: Record<SkipReason, number> };

export interface DaySummary {
  date: CalendarDay;
  kinds: Record<MessageKind, KindDayCounts>;
  /** SMS segments of the day's planned messages. */
  smsSegments: number;
}

export interface SmsMonthForecast {
  /** YYYY-MM. */
  month: string;
  /** Segments used before now (the current month's package usage; 0 for later months). */
  used: number;
  /** Segments the planned SMS take from now to `through`. */
  planned: number;
  /** used + planned. */
  projected: number;
  /** Last day counted: the month's last day, or the window's end when it stops earlier. */
  through: CalendarDay;
  /**
   * The day the package runs out: the day of the SMS that takes its last segment, or of the
   * first SMS that no longer fits; every later SMS of the month is held.
   */
  exhaustedOn?: CalendarDay | undefined;
}

export interface SmsForecast {
  limit: number;
  warningPercent: number;
  months: SmsMonthForecast[];
  /** From today to the window's end: each day's planned segments and the month's total so far. */
  daily: { date: CalendarDay; segments: number; cumulative: number }[];
}

export interface SendingPlan {
  /** Messages whose day is in [from, to] and whose moment is after `now`, in order of sending. */
  messages: PlannedMessage[];
  /** One entry per day of [from, to]. */
  days: DaySummary[];
  /** From today to the later of `to` and the end of the current month. */
  forecast: SmsForecast;
}
