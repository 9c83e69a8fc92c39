import { HttpResponse, http } from 'msw';
import {
  ExportUnreachablePatientsQueryParams,
  GetUnreachablePatientsQueryParams,
} from '@/api/generated/communication/communication.zod';
import {
  Channel,
  type UnreachablePatient,
  type UnreachableReason,
} from '@/api/generated/communication/model';
import { unreachableOn } from '@/domain/delivery-outcomes';
import { optOutOf } from '@/domain/sending-contacts';
import { UPCOMING_RANGE_DAYS, type SendingPatient } from '@/domain/sending-types';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { CSV_MEDIA_TYPE, csvDay } from '@/utils/csv';
import { enumValues } from '@/utils/enum-values';
import { unreachableCsv, unreachableCsvFileName } from '@/utils/unreachable-csv';
import { apiPath } from '../config';
import { practiceInbox } from '../db/conversation-inbox';
import { practicePatients } from '../db/practice-patients';
import type { PracticeRecord } from '../db/practice-record';
import { catalogueTexts } from './catalogue-texts';
import { communicationPracticeOf } from './communication-practice';
import { planOf } from './communication-upcoming';
import { pageOf, pagingQuery } from './paging';
import { readQuery } from './problem';

/**
 * The patients no channel reaches (decision 045): the rules of src/domain/delivery-outcomes.ts
 * over the practice's patients, with the outcomes of everything sent to them, and what the next
 * 60 days' plan will not send them.
 */
const UnreachableQuery = GetUnreachablePatientsQueryParams.extend(pagingQuery.shape);
const CHANNELS = enumValues(Channel);

const sinceOf = (
  patient: SendingPatient,
  channel: Channel,
  reason: UnreachableReason,
): string | undefined => {
  if (reason === 'OPTED_OUT') return optOutOf(patient, channel)?.at;
  return patient.contactIssues?.[channel]?.since;
};

interface UnreachableStanding {
  patient: SendingPatient;
  reasons: (readonly [Channel, UnreachableReason])[];
}

/** The practice's patients no channel reaches today, each with why on every channel. */
const unreachableStandings = (practice: PracticeRecord, now: Date): UnreachableStanding[] => {
  const today = zonedDay(now, practice.timezone);
  const { standings } = practiceInbox(practice.id, now);
  const { patients } = practicePatients(practice.id, today);
  const found: UnreachableStanding[] = [];
  for (const patient of patients) {
    const reasons = CHANNELS.map((channel) => [channel, unreachableOn(patient, channel, standings)] as const);
    if (reasons.every((entry): entry is readonly [Channel, UnreachableReason] => entry[1] !== undefined))
      found.push({ patient, reasons });
  }
  return found;
};

/**
 * How many patients no channel reaches today: the dashboard's figure (getCommunicationStats'
 * unreachablePatients), the list's total without its filter, counted by the same rules.
 */
export const countUnreachablePatients = (practice: PracticeRecord, now = new Date()): number =>
  unreachableStandings(practice, now).length;

const unreachablePatients = async (practice: PracticeRecord, reason?: UnreachableReason) => {
  const now = new Date();
  const today = zonedDay(now, practice.timezone);
  const plan = await planOf(practice, { from: today, to: addDays(today, UPCOMING_RANGE_DAYS - 1) });
  const missed = new Map<string, { count: number; next?: string }>();
  const occasions = new Set<string>();
  for (const message of plan.messages) {
    if (message.reason !== 'OPTED_OUT' && message.reason !== 'NO_VALID_CONTACT') continue;
    const occasion = `${message.patient.id}|${message.kind}|${message.appointment?.id ?? ''}|${message.scheduledAt}`;
    if (occasions.has(occasion)) continue;
    occasions.add(occasion);
    const entry = missed.get(message.patient.id) ?? { count: 0 };
    entry.count += 1;
    if (!entry.next || message.scheduledAt < entry.next) entry.next = message.scheduledAt;
    missed.set(message.patient.id, entry);
  }
  const found: UnreachablePatient[] = [];
  for (const { patient, reasons } of unreachableStandings(practice, now)) {
    if (reason && !reasons.some(([, why]) => why === reason)) continue;
    const misses = missed.get(patient.id);
    found.push({
      patient: {
        id: patient.id,
        fileNumber: patient.fileNumber,
        firstName: patient.firstName,
        lastName: patient.lastName,
      },
      channels: reasons.map(([channel, why]) => {
        const since = sinceOf(patient, channel, why);
        return { channel, reason: why, ...(since ? { since } : {}) };
      }),
      missedMessages: misses?.count ?? 0,
      ...(misses?.next ? { nextMissedAt: misses.next } : {}),
    });
  }
  return found.sort(
    (a, b) =>
      b.missedMessages - a.missedMessages ||
      a.patient.lastName.localeCompare(b.patient.lastName, 'fr-CA') ||
      a.patient.firstName.localeCompare(b.patient.firstName, 'fr-CA'),
  );
};

export const unreachablePatientHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/unreachable'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, UnreachableQuery);
    return HttpResponse.json(
      pageOf(await unreachablePatients(practice, query.reason), query.page, query.pageSize),
    );
  }),

  http.get(
    apiPath('/practices/:practiceId/communication/unreachable/export'),
    async ({ request, params }) => {
      const practice = await communicationPracticeOf(request, params);
      const query = readQuery(request, ExportUnreachablePatientsQueryParams);
      const text = await catalogueTexts(query.locale);
      const patients = await unreachablePatients(practice, query.reason);
      const filename = unreachableCsvFileName(text, csvDay(new Date(), practice.timezone));
      return new HttpResponse(unreachableCsv(text, query.locale, patients, practice.timezone), {
        headers: {
          'content-type': CSV_MEDIA_TYPE,
          'content-disposition': `attachment; filename="${filename}"`,
        },
      });
    },
  ),
];
