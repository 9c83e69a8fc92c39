import { HttpResponse, http } from 'msw';
import { ExportAuditLogQueryParams, GetAuditLogQueryParams } from '@/api/generated/audit/audit.zod';
import type { AuditLogPage } from '@/api/generated/audit/model';
import { AUDIT_CSV_TIME_ZONE, auditCsvFileName, auditCsvLines } from '@/utils/audit-csv';
import { CSV_MEDIA_TYPE, csvDay } from '@/utils/csv';
import { apiPath } from '../config';
import { searchAuditLog, type AuditFilters } from '../db/audit-log';
import type { UserRecord } from '../db/user-record';
import { callerOf, isSystemAdmin } from './caller';
import { catalogueTexts } from './catalogue-texts';
import { pagingQuery } from './paging';
import { practiceIdsOf } from './practice-access';
import { forbidden, notFound, readQuery } from './problem';

const periodInOrder = {
  check: (query: { from?: string | undefined; to?: string | undefined }) =>
    !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to),
  issue: { path: ['to'], message: 'to may not be before from.' },
};

/** Query strings arrive as text: page and pageSize are coerced (paging.ts), the rest is the contract's. */
const AuditLogQuery = GetAuditLogQueryParams.extend(pagingQuery.shape).refine(
  periodInOrder.check,
  periodInOrder.issue,
);

const AuditExportQuery = ExportAuditLogQueryParams.refine(periodInOrder.check, periodInOrder.issue);

/**
 * What the caller may see: system administrators everything; a practice's managers (its
 * administrators, its group's) the entries of their practices, and nothing of no practice;
 * anyone else 403. A practice asked for that they do not manage is a 404, as for the practices.
 */
const scopeOf = (caller: UserRecord, practiceId: string | undefined): Pick<AuditFilters, 'practiceIds'> => {
  if (isSystemAdmin(caller)) return {};
  const managed = practiceIdsOf(caller, { managing: true });
  if (managed.size === 0)
    throw forbidden('Only system administrators and practice managers may read the audit log.');
  if (practiceId !== undefined && !managed.has(practiceId))
    throw notFound(`Practice ${practiceId} does not exist.`);
  return { practiceIds: managed };
};

// Lines per chunk of the file: the export of 100,000 entries is written as it is read.
const CHUNK = 500;

const streamOf = (lines: Iterator<string>): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      let chunk = '';
      for (let count = 0; count < CHUNK; count += 1) {
        const next = lines.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
};

export const auditLogHandlers = [
  http.get(apiPath('/audit-log'), async ({ request }) => {
    const caller = await callerOf(request);
    const query = readQuery(request, AuditLogQuery);
    const filters = { ...query, ...scopeOf(caller, query.practiceId) };
    const matches = searchAuditLog(filters);
    const first = (query.page - 1) * query.pageSize;
    const last = Math.min(matches.total, first + query.pageSize);
    const page: AuditLogPage = {
      items: Array.from({ length: Math.max(0, last - first) }, (_, offset) =>
        matches.entryAt(first + offset),
      ),
      meta: {
        page: query.page,
        pageSize: query.pageSize,
        totalItems: matches.total,
        totalPages: Math.ceil(matches.total / query.pageSize),
      },
    };
    return HttpResponse.json(page);
  }),

  // The same search, unpaged, as the contract's CSV file, in the order asked for.
  http.get(apiPath('/audit-log/export'), async ({ request }) => {
    const caller = await callerOf(request);
    const query = readQuery(request, AuditExportQuery);
    const matches = searchAuditLog({ ...query, ...scopeOf(caller, query.practiceId) });
    const text = await catalogueTexts(query.locale);
    const filename = auditCsvFileName(text, {
      from: query.from && csvDay(query.from, AUDIT_CSV_TIME_ZONE),
      to: csvDay(query.to ?? Date.now(), AUDIT_CSV_TIME_ZONE),
    });
    function* entries() {
      for (let position = 0; position < matches.total; position += 1) yield matches.entryAt(position);
    }
    return new HttpResponse(streamOf(auditCsvLines(text, query.locale, entries())), {
      headers: {
        'content-type': CSV_MEDIA_TYPE,
        'content-disposition': `attachment; filename="${filename}"`,
      },
    });
  }),
];
