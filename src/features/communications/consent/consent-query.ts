import type { GetLapsingConsentsParams } from '@/api/generated/consent/model';
import { getLapsingConsentsQueryPageSizeDefault } from '@/api/generated/operation-schemas/getLapsingConsents';
import type { Practice } from '@/api/generated/practices/model';

export type ConsentPractice = Pick<Practice, 'id' | 'timezone'>;

export const LAPSING_PAGE_SIZES = [25, 50, 100, 200] as const;
/** The contract's default page size. */
export const LAPSING_DEFAULT_PAGE_SIZE = getLapsingConsentsQueryPageSizeDefault;

/** The list has no filter: the page and its size are the URL's whole state. */
export const lapsingFilterShape = {};

/** The next 30 days, the contract's default, which the page's titles name. */
export const lapsingParams = (page: number, pageSize: number): GetLapsingConsentsParams => ({
  page,
  pageSize,
  days: 30,
});
