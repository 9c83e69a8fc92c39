import { z } from 'zod';
import {
  Channel,
  CommunicationDeliveryStatus,
  CommunicationHistorySort,
  HistoryOutcomeFilter,
  Language,
  MessageKind,
  type ExportCommunicationHistoryParams,
  type GetCommunicationHistoryParams,
} from '@/api/generated/communication/model';
import {
  getCommunicationHistoryQueryFileNumberMax,
  getCommunicationHistoryQueryFirstNameMax,
  getCommunicationHistoryQueryLastNameMax,
} from '@/api/generated/operation-schemas/getCommunicationHistory';
import type { UrlState } from '@/components/data-table/use-url-state';
import { enumValues } from '@/utils/enum-values';

/** The sorts the contract offers, in its order (the first is its default). */
export const HISTORY_SORTS = enumValues(CommunicationHistorySort);

export const HISTORY_PAGE_SIZES = [25, 50, 100] as const;
/** The contract's default page size. */
export const HISTORY_DEFAULT_PAGE_SIZE = 50;

const text = (max: number) => z.string().trim().min(1).max(max).optional();
const day = z.iso.date().optional();

/**
 * The history's filters as the URL holds them (module level: useTableQuery keys on its
 * identity). The dates are calendar days; the query turns them into the practice's day bounds.
 */
export const historyFilterShape = {
  kind: z.enum(MessageKind).optional(),
  channel: z.enum(Channel).optional(),
  language: z.enum(Language).optional(),
  status: z.enum(CommunicationDeliveryStatus).optional(),
  outcome: z.enum(HistoryOutcomeFilter).optional(),
  fileNumber: text(getCommunicationHistoryQueryFileNumberMax),
  lastName: text(getCommunicationHistoryQueryLastNameMax),
  firstName: text(getCommunicationHistoryQueryFirstNameMax),
  from: day,
  to: day,
};

export type HistoryFilters = UrlState<typeof historyFilterShape>;

export const hasFilters = (filters: HistoryFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

/** Midnight at the start, or the last millisecond, of a calendar day in the browser's time zone. */
const dayBound = (date: string, end: boolean): string =>
  new Date(`${date}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();

type FilterParams = Omit<GetCommunicationHistoryParams, 'page' | 'pageSize' | 'sort'>;

/**
 * The filters as the operations take them. A range whose end is before its start (only a
 * hand-edited link has one: the form refuses it) keeps its start only, rather than a 400.
 */
const filterParams = (filters: HistoryFilters): FilterParams => {
  const { from, to, ...properties } = filters;
  const validTo = to !== undefined && (from === undefined || to >= from) ? to : undefined;
  const params: FilterParams = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  if (from) params.sentFrom = dayBound(from, false);
  if (validTo) params.sentTo = dayBound(validTo, true);
  return params;
};

/** The list operation's parameters for a view. */
export const historyParams = (
  filters: HistoryFilters,
  page: number,
  pageSize: number,
  sort: CommunicationHistorySort,
): GetCommunicationHistoryParams => ({ page, pageSize, sort, ...filterParams(filters) });

/** The export's: every row the view's filters and sort find, in the file's language. */
export const historyExportParams = (
  filters: HistoryFilters,
  sort: CommunicationHistorySort,
  locale: ExportCommunicationHistoryParams['locale'],
): ExportCommunicationHistoryParams => ({ locale, sort, ...filterParams(filters) });
