import { PRICING_FILE_EXTENSIONS, pricingFileIssues, type PricingFileIssue } from '@/domain/pricing-file';

export { PRICING_FILE_MAX_BYTES, PRICING_FILE_MAX_MEGABYTES } from '@/domain/pricing-file';
export type { PricingFileIssue } from '@/domain/pricing-file';

/** How the accepted types are named to people (the same in both languages). */
export const PRICING_FILE_TYPE_NAMES = 'PDF, Excel (.xlsx), CSV';

/** The file picker's `accept`: extensions, since systems announce a CSV file under several types. */
export const PRICING_FILE_ACCEPT = PRICING_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The first thing to fix about a chosen file (src/domain/pricing-file.ts), or undefined when it can go. */
export const pricingFileIssue = (file: { name: string; size: number }): PricingFileIssue | undefined =>
  pricingFileIssues(file)[0];
