import type { CalendarDay, PlannedMessage, SmsPackageState } from './sending-types';
import type { SmsForecast, SmsMonthForecast } from './sending-plan-types';
import { addDays, endOfMonth } from './zoned-time';

/**
 * The monthly SMS package (SPEC §4, docs/decisions/017-sending-rules.md): planned SMS take their
 * segments in order of sending from what the month has used; the first that no longer fits
 * suspends SMS for the rest of that calendar month of the practice, and the next month starts
 * again at 0. Emails are not affected.
 */

type Charged = Pick<PlannedMessage, 'channel' | 'day' | 'status' | 'reason' | 'smsSegments'>;

interface MonthState {
  used: number;
  planned: number;
  exhaustedOn?: CalendarDay | undefined;
}

const monthOf = (day: CalendarDay) => day.slice(0, 7);

/**
 * Charges the planned SMS to the package and skips those that no longer fit, in place: `messages`
 * are the plan's own, every message from now to `lastDay`, in order of sending. Only PLANNED SMS
 * are judged: the package is the last reason, so a message skipped for another cannot use it up.
 * An SMS without a text (no template) is sent by nobody and takes no segment, but still does not
 * go once the month is suspended. A month whose package is already used up (used ≥ limit, as the
 * contract's SmsPackageUsage says) sends nothing more.
 */
const charge = (messages: Charged[], smsPackage: SmsPackageState, today: CalendarDay) => {
  const months = new Map<string, MonthState>();
  for (const message of messages) {
    if (message.channel !== 'SMS' || message.status !== 'PLANNED') continue;
    const month = monthOf(message.day);
    let state = months.get(month);
    if (!state) {
      state = { used: month === monthOf(today) ? smsPackage.used : 0, planned: 0 };
      months.set(month, state);
    }
    const segments = message.smsSegments ?? 0;
    const total = state.used + state.planned;
    if (state.exhaustedOn === undefined && total < smsPackage.limit && total + segments <= smsPackage.limit) {
      state.planned += segments;
      // The SMS that takes the last segment runs the package out: every later one is held.
      if (total + segments === smsPackage.limit) state.exhaustedOn = message.day;
      continue;
    }
    state.exhaustedOn ??= message.day;
    message.status = 'SKIPPED';
    message.reason = 'SMS_PACKAGE_EXHAUSTED';
  }
  return months;
};

/**
 * Skips the SMS the package cannot take (see `charge`) and projects each month from today to
 * `lastDay`: the later of the list's end and the end of the current month, so the month-end
 * projection never depends on how far the list looks.
 */
export const chargeSmsPackage = (
  messages: Charged[],
  smsPackage: SmsPackageState,
  today: CalendarDay,
  lastDay: CalendarDay,
): SmsForecast => {
  const states = charge(messages, smsPackage, today);
  const segmentsByDay = new Map<CalendarDay, number>();
  for (const message of messages) {
    if (message.channel === 'SMS' && message.status === 'PLANNED') {
      segmentsByDay.set(message.day, (segmentsByDay.get(message.day) ?? 0) + (message.smsSegments ?? 0));
    }
  }
  const months: SmsMonthForecast[] = [];
  const daily: SmsForecast['daily'] = [];
  let cumulative = 0;
  for (let day = today; day <= lastDay; day = addDays(day, 1)) {
    const month = monthOf(day);
    if (months.at(-1)?.month !== month) {
      const state = states.get(month);
      const used = month === monthOf(today) ? smsPackage.used : 0;
      const planned = state?.planned ?? 0;
      const monthEnd = endOfMonth(day);
      months.push({
        month,
        used,
        planned,
        projected: used + planned,
        through: monthEnd < lastDay ? monthEnd : lastDay,
        exhaustedOn: state?.exhaustedOn,
      });
      cumulative = used;
    }
    const segments = segmentsByDay.get(day) ?? 0;
    cumulative += segments;
    daily.push({ date: day, segments, cumulative });
  }
  return { limit: smsPackage.limit, warningPercent: smsPackage.warningPercent, months, daily };
};
