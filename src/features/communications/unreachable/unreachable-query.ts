import { z } from 'zod';
import {
  UnreachableReason,
  type ExportUnreachablePatientsParams,
  type GetUnreachablePatientsParams,
} from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { getUnreachablePatientsQueryPageSizeDefault } from '@/api/generated/operation-schemas/getUnreachablePatients';
import type { UrlState } from '@/components/data-table/use-url-state';

export type UnreachablePractice = Pick<Practice, 'id' | 'timezone'>;

export const UNREACHABLE_PAGE_SIZES = [25, 50, 100, 200] as const;
/** The contract's default page size. */
export const UNREACHABLE_DEFAULT_PAGE_SIZE = getUnreachablePatientsQueryPageSizeDefault;

/** The list's one filter as the URL holds it (module level: useTableQuery keys on its identity). */
export const unreachableFilterShape = { reason: z.enum(UnreachableReason).optional() };

export type UnreachableFilters = UrlState<typeof unreachableFilterShape>;

export const unreachableParams = (
  { reason }: UnreachableFilters,
  page: number,
  pageSize: number,
): GetUnreachablePatientsParams => ({ page, pageSize, ...(reason ? { reason } : {}) });

/** The export's: every patient the view's filter finds, in the file's language. */
export const unreachableExportParams = (
  { reason }: UnreachableFilters,
  locale: ExportUnreachablePatientsParams['locale'],
): ExportUnreachablePatientsParams => ({ locale, ...(reason ? { reason } : {}) });
