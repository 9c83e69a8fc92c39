import { z } from 'zod';
import {
  AuditAction,
  AuditSortParameter,
  AuditSubjectType,
  type ExportAuditLogParams,
  type GetAuditLogParams,
} from '@/api/generated/audit/model';
import {
  getAuditLogQueryPersonMax,
  getAuditLogQueryPracticeIdRegExp,
} from '@/api/generated/operation-schemas/getAuditLog';
import type { UrlState } from '@/components/data-table/use-url-state';
import { addDays, zonedInstant } from '@/domain/zoned-time';
import { AUDIT_CSV_TIME_ZONE } from '@/utils/audit-csv';
import { enumValues } from '@/utils/enum-values';

/** The sorts the contract offers, newest first by default. */
export const AUDIT_SORTS = enumValues(AuditSortParameter);

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
/** The contract's default page size. */
export const AUDIT_DEFAULT_PAGE_SIZE = 50;

const day = z.iso.date().optional();

/**
 * The log's filters as the URL holds them (module level: useTableQuery keys on its identity).
 * `practiceId` is only read on the administration page; the practice page's practice is the
 * session's. The dates are calendar days of the log's zone; the query turns them into instants.
 */
export const auditFilterShape = {
  person: z.string().trim().min(1).max(getAuditLogQueryPersonMax).optional(),
  action: z.enum(AuditAction).optional(),
  subjectType: z.enum(AuditSubjectType).optional(),
  practiceId: z.string().regex(getAuditLogQueryPracticeIdRegExp).optional(),
  from: day,
  to: day,
};

export type AuditFilters = UrlState<typeof auditFilterShape>;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const hasFilters = (filters: AuditFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

/**
 * The zone of the log's days and times: Eastern, the zone of its CSV file (the contract's), so
 * that the screen, the file and the file's name agree whatever the browser's zone. The form and
 * the table say so.
 */
export const AUDIT_TIME_ZONE = AUDIT_CSV_TIME_ZONE;

/** Midnight at the start of a calendar day in the log's zone, or the last millisecond of it. */
const dayBound = (date: string, end: boolean): string =>
  end
    ? new Date(zonedInstant(addDays(date, 1), 0, 0, AUDIT_TIME_ZONE).getTime() - 1).toISOString()
    : zonedInstant(date, 0, 0, AUDIT_TIME_ZONE).toISOString();

type FilterParams = Omit<GetAuditLogParams, 'page' | 'pageSize' | 'sort'>;

/**
 * The filters as the operations take them, the practice scope given by the page (the practice
 * page's own practice wins over a hand-edited link). A period whose end is before its start
 * (only a hand-edited link has one: the form refuses it) keeps its start only, rather than a 400.
 */
const filterParams = (filters: AuditFilters, practiceId: string | undefined): FilterParams => {
  const { person, action, subjectType, from, to } = filters;
  const validTo = to !== undefined && (from === undefined || to >= from) ? to : undefined;
  const params: FilterParams = {};
  if (practiceId) params.practiceId = practiceId;
  if (person) params.person = person;
  if (action) params.action = action;
  if (subjectType) params.subjectType = subjectType;
  if (from) params.from = dayBound(from, false);
  if (validTo) params.to = dayBound(validTo, true);
  return params;
};

/** The list operation's parameters for a view. */
export const auditParams = (
  filters: AuditFilters,
  practiceId: string | undefined,
  page: number,
  pageSize: number,
  sort: AuditSort,
): GetAuditLogParams => ({ page, pageSize, sort, ...filterParams(filters, practiceId) });

/** The export's: every entry the view's filters and sort find, in the file's language. */
export const auditExportParams = (
  filters: AuditFilters,
  practiceId: string | undefined,
  sort: AuditSort,
  locale: ExportAuditLogParams['locale'],
): ExportAuditLogParams => ({ locale, sort, ...filterParams(filters, practiceId) });
