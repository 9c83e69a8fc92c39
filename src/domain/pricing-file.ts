import { megabytesInBytes } from './file-size';
import {
  uploadPricingFileResponseFilenameMax,
  uploadPricingFileResponseFilenameRegExp,
} from '@/api/generated/operation-schemas/uploadPricingFile';

/**
 * What the contract accepts as a pricing file (openapi/pricing.yaml, uploadPricingFile): a PDF,
 * an Excel workbook (.xlsx) or a CSV file of at most 20 MB, whose name has no slash. The upload
 * form checks it before sending, the offline API when it receives: one rule for both.
 */
export const PRICING_FILE_FORMATS = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export type PricingFileFormat = keyof typeof PRICING_FILE_FORMATS;

export const PRICING_FILE_EXTENSIONS = Object.keys(PRICING_FILE_FORMATS) as PricingFileFormat[];

/** "20 MB" of the contract, counted as 20 × 1024 × 1024 bytes (file-size.ts). */
export const PRICING_FILE_MAX_MEGABYTES = 20;
export const PRICING_FILE_MAX_BYTES = megabytesInBytes(PRICING_FILE_MAX_MEGABYTES);

export type PricingFileIssue = 'name' | 'type' | 'empty' | 'size';

/**
 * The format, from the extension: browsers report a CSV file as application/vnd.ms-excel on
 * Windows and as text/csv elsewhere, so the announced type says little.
 */
export const pricingFileFormat = (filename: string): PricingFileFormat | undefined => {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  return PRICING_FILE_EXTENSIONS.find((format) => format === extension);
};

/** Everything wrong with a file, in the order people should fix it; empty when it can go. */
export const pricingFileIssues = (file: { name: string; size: number }): PricingFileIssue[] => {
  const issues: PricingFileIssue[] = [];
  if (
    !uploadPricingFileResponseFilenameRegExp.test(file.name) ||
    file.name.length > uploadPricingFileResponseFilenameMax
  )
    issues.push('name');
  else if (!pricingFileFormat(file.name)) issues.push('type');
  if (file.size === 0) issues.push('empty');
  if (file.size > PRICING_FILE_MAX_BYTES) issues.push('size');
  return issues;
};
