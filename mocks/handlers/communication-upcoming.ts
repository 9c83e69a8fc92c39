import { HttpResponse, http } from 'msw';
import type { z } from 'zod';
import {
  GetCommunicationOptOutsQueryParams,
  GetUpcomingMessagesQueryParams,
  GetUpcomingMessagesSummaryQueryParams,
} from '@/api/generated/communication/communication.zod';
import type { UpcomingMessage, UpcomingMessagesSummary } from '@/api/generated/communication/model';
import { buildSendingPlan } from '@/domain/sending-plan';
import { UPCOMING_RANGE_DAYS, type PlannedMessage } from '@/domain/sending-types';
import type { SendingPlan } from '@/domain/sending-plan-types';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { apiPath } from '../config';
import { communicationPreferences, communicationTemplates } from '../db/communication';
import { practiceConsents } from '../db/patient-consents';
import { pageConsentsOf } from '../db/patient-page-consents';
import { practiceOptOuts, practicePatients } from '../db/practice-patients';
import type { PracticeRecord } from '../db/practice-record';
import { confirmableAppointments } from '../db/public';
import { confirmationPageUrl } from '../db/confirmation-page-url';
import { preferencesKeyOf } from '../db/preferences-keys';
import { sendingPracticeOf } from '../db/sending-practice';
import { conversationsVersion } from '../db/conversation-events';
import { communicationPracticeOf, directoryEntryOf } from './communication-practice';
import { settlePreferences } from './communication-preferences';
import { loadSmsMonth, smsPackageUsage } from './communication-usage';
import { normalizeText, pageOf, pagingQuery } from './paging';
import { readQuery, validationFailed } from './problem';

/** Query strings arrive as text: page and pageSize are coerced (paging.ts), the rest is the generated schema. */
const UpcomingQuery = GetUpcomingMessagesQueryParams.extend(pagingQuery.shape);
const OptOutQuery = GetCommunicationOptOutsQueryParams.extend(pagingQuery.shape);
type RangeQuery = z.output<typeof GetUpcomingMessagesSummaryQueryParams>;
interface Range {
  from: string;
  to: string;
}

/** Two weeks from `from` when the caller gives no end. */
const DEFAULT_RANGE_DAYS = 14;

/**
 * The range of the query, its defaults filled, checked by the contract's rules in the
 * practice's calendar: 400 with the field at fault.
 */
const rangeOf = (query: RangeQuery, today: string): Range => {
  const last = addDays(today, UPCOMING_RANGE_DAYS - 1);
  const from = query.from ?? today;
  const to = query.to ?? [addDays(from, DEFAULT_RANGE_DAYS - 1), last].sort()[0]!;
  if (from < today) {
    throw validationFailed([
      { field: 'from', code: 'too_early', message: `from may not be before ${today}.` },
    ]);
  }
  if (to < from) {
    throw validationFailed([{ field: 'to', code: 'before_from', message: 'to may not be before from.' }]);
  }
  if (to > last) {
    throw validationFailed([{ field: 'to', code: 'too_late', message: `to may not be after ${last}.` }]);
  }
  return { from, to };
};

/** Everything a plan depends on, so a plan is computed once per state and minute, not per page. */
const fingerprintOf = (parts: readonly unknown[]): string => JSON.stringify(parts);

const planCache = new Map<string, SendingPlan>();
const PLAN_CACHE_SIZE = 8;

/** For the benchmark: the next request computes its plan again. */
export const clearPlanCache = (): void => planCache.clear();

/**
 * The practice's plan for a range, from the sending rules of src/domain (one home for them):
 * its preferences (settled first), templates, SMS package, and its patients and appointments
 * with the confirmations patients made, and their consents.
 */
export const planOf = async (
  practice: PracticeRecord,
  query: RangeQuery,
): Promise<SendingPlan & { range: Range }> => {
  await settlePreferences(practice.id);
  const now = new Date();
  const today = zonedDay(now, practice.timezone);
  const range = rangeOf(query, today);

  const preferences = communicationPreferences.findMany((q) => q.where({ practiceId: practice.id }));
  const templates = communicationTemplates.findMany((q) => q.where({ practiceId: practice.id }));
  // The package of the plan's own month, at the plan's own instant: the forecast never charges
  // one month's use to another (decision 041).
  const entry = directoryEntryOf(practice);
  await loadSmsMonth(entry, now);
  const { limit, used, warningPercent } = smsPackageUsage(entry, now);
  const confirmations = confirmableAppointments.findMany((q) => q.where({ practiceId: practice.id }));
  const key = fingerprintOf([
    practice.id,
    practice.timezone,
    practice.communicationLanguage,
    practice.name,
    practice.phone,
    range.from,
    range.to,
    Math.floor(now.getTime() / 60_000),
    preferences.map((preference) => [preference.kind, preference.state, preference.updatedAt]),
    templates.map((template) => [template.id, template.updatedAt]),
    [limit, used, warningPercent],
    confirmations.map((confirmation) => [confirmation.appointmentId, confirmation.confirmedAt]),
    // Replies stop channels and outcomes invalidate contacts (mocks/db/patients-with-replies.ts).
    conversationsVersion(practice.id),
    // Answers on the patients' own page are consent records (mocks/db/patient-consents.ts).
    pageConsentsOf(practice.id).length,
  ]);
  const cached = planCache.get(key);
  if (cached) return { ...cached, range };

  const { patients, appointments } = practicePatients(practice.id, today);
  const plan = buildSendingPlan({
    practice: sendingPracticeOf(practice),
    preferences,
    templates,
    patients,
    appointments,
    consents: practiceConsents(practice.id, today),
    smsPackage: { limit, used, warningPercent },
    from: range.from,
    to: range.to,
    now,
    confirmationPageUrl: confirmationPageUrl(),
    preferencesKeyOf,
  });
  if (planCache.size >= PLAN_CACHE_SIZE) planCache.delete(planCache.keys().next().value!);
  planCache.set(key, plan);
  return { ...plan, range };
};

/** Case- and accent-blind, on the file number, either name, or "first last". */
const matchesPatient = (message: PlannedMessage, search: string): boolean => {
  const { fileNumber, firstName, lastName } = message.patient;
  return [fileNumber, firstName, lastName, `${firstName} ${lastName}`].some((text) =>
    normalizeText(text).includes(search),
  );
};

/** The plan's messages are the contract's: the handler only filters and pages them. */
const toUpcomingMessage = (message: PlannedMessage): UpcomingMessage => message;

export const communicationUpcomingHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/upcoming/summary'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const plan = await planOf(practice, readQuery(request, GetUpcomingMessagesSummaryQueryParams));
    const summary: UpcomingMessagesSummary = {
      from: plan.range.from,
      to: plan.range.to,
      days: plan.days,
      smsForecast: plan.forecast,
    };
    return HttpResponse.json(summary);
  }),

  http.get(apiPath('/practices/:practiceId/communication/upcoming'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, UpcomingQuery);
    const plan = await planOf(practice, query);
    const search = query.search === undefined ? undefined : normalizeText(query.search.trim());
    const status = query.reason ? 'SKIPPED' : query.status;
    const messages = plan.messages.filter(
      (message) =>
        (!query.kind || message.kind === query.kind) &&
        (!status || message.status === status) &&
        (!query.reason || message.reason === query.reason) &&
        (!search || matchesPatient(message, search)),
    );
    const page = pageOf(messages, query.page, query.pageSize);
    return HttpResponse.json({ ...page, items: page.items.map(toUpcomingMessage) });
  }),

  http.get(apiPath('/practices/:practiceId/communication/opt-outs'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, OptOutQuery);
    const today = zonedDay(new Date(), practice.timezone);
    const optOuts = practiceOptOuts(practice.id, today).filter(
      (optOut) => !query.channel || optOut.channel === query.channel,
    );
    return HttpResponse.json(pageOf(optOuts, query.page, query.pageSize));
  }),
];
