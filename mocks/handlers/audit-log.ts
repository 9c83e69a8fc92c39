import { HttpResponse, http } from 'msw';
import { ExportAuditLogQueryParams, GetAuditLogQueryParams } from '@/api/generated/audit/audit.zod';
import type { AuditLogPage } from '@/api/generated/audit/model';
import { apiPath } from '../config';
import { searchAuditLog, type AuditFilters } from '../db/audit-log';
import type { UserRecord } from '../db/user-record';
import { callerOf, isSystemAdmin } from './caller';
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

export const AuditExportQuery = ExportAuditLogQueryParams.refine(periodInOrder.check, periodInOrder.issue);

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
];
