import { z } from 'zod';
import {
  getUpcomingMessagesQueryPageSizeDefault,
  getUpcomingMessagesQuerySearchMax,
} from '@/api/generated/operation-schemas/getUpcomingMessages';
import {
  MessageKind,
  SkipReason,
  UpcomingMessageStatus,
  type GetUpcomingMessagesParams,
} from '@/api/generated/communication/model';
import { UPCOMING_RANGE_DAYS } from '@/domain/sending-types';
import type { Practice } from '@/api/generated/practices/model';
import type { UrlState } from '@/components/data-table/use-url-state';
import { addDays } from '@/domain/zoned-time';
import { enumValues } from '@/utils/enum-values';

/** What the screen needs of the practice: its id, and its zone for days and hours. */
export type UpcomingPractice = Pick<Practice, 'id' | 'timezone'>;

/** The ranges offered, in days from the practice's today: up to every day the rules look at. */
export const UPCOMING_RANGES = [7, 14, 30, UPCOMING_RANGE_DAYS] as const;
export const UPCOMING_DEFAULT_RANGE = 14;

export const UPCOMING_PAGE_SIZES = [25, 50, 100, 200] as const;
/** The contract's default page size. */
export const UPCOMING_DEFAULT_PAGE_SIZE = getUpcomingMessagesQueryPageSizeDefault;

export const KIND_VALUES = enumValues(MessageKind);
export const STATUS_VALUES = enumValues(UpcomingMessageStatus);
export const REASON_VALUES = enumValues(SkipReason);

/**
 * The upcoming list's range and filters as the URL holds them (module level: useTableQuery keys
 * on its identity): `?days=30&kind=HYGIENE_RECALL&status=SKIPPED&reason=OPTED_OUT&search=côté`.
 */
export const upcomingFilterShape = {
  days: z.coerce
    .number()
    .int()
    .refine((days) => (UPCOMING_RANGES as readonly number[]).includes(days))
    .default(UPCOMING_DEFAULT_RANGE),
  kind: z.enum(KIND_VALUES).optional(),
  status: z.enum(STATUS_VALUES).optional(),
  reason: z.enum(REASON_VALUES).optional(),
  search: z.string().trim().min(1).max(getUpcomingMessagesQuerySearchMax).optional(),
};

export type UpcomingFilters = UrlState<typeof upcomingFilterShape>;

/** Filters in the narrow sense: the range is always there and is not one. */
export const hasFilters = ({ days: _days, ...filters }: UpcomingFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

export interface UpcomingRange {
  /** The practice's today, YYYY-MM-DD. */
  from: string;
  /** The last day, inclusive. */
  to: string;
}

/** `days` calendar days of the practice from its today, today included. */
export const upcomingRange = (today: string, days: number): UpcomingRange => ({
  from: today,
  to: addDays(today, days - 1),
});

/** The operation's parameters for a view; a reason implies the skipped messages, as the contract says. */
export const upcomingParams = (
  { kind, status, reason, search }: UpcomingFilters,
  range: UpcomingRange,
  page: number,
  pageSize: number,
): GetUpcomingMessagesParams => ({
  ...range,
  page,
  pageSize,
  ...(kind ? { kind } : {}),
  ...(reason ? { status: 'SKIPPED', reason } : status ? { status } : {}),
  ...(search ? { search } : {}),
});
