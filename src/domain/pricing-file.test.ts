import { describe, expect, it } from 'vitest';
import { PRICING_FILE_MAX_BYTES, pricingFileFormat, pricingFileIssues } from './pricing-file';

describe('pricingFileIssues', () => {
  it('accepts PDF, .xlsx and CSV files of at most 20 MB, whatever the case of the extension', () => {
    expect(pricingFileIssues({ name: 'tarifs.PDF', size: 10 })).toEqual([]);
    expect(pricingFileIssues({ name: 'guide.xlsx', size: PRICING_FILE_MAX_BYTES })).toEqual([]);
    expect(pricingFileIssues({ name: 'fees.csv', size: 1 })).toEqual([]);
    expect(pricingFileFormat('guide.XLSX')).toBe('xlsx');
  });

  it('refuses another type, an empty or too large file, and a name the server refuses', () => {
    expect(pricingFileIssues({ name: 'fees.xls', size: 10 })).toEqual(['type']);
    expect(pricingFileIssues({ name: 'fees', size: 10 })).toEqual(['type']);
    expect(pricingFileIssues({ name: 'fees.csv', size: 0 })).toEqual(['empty']);
    expect(pricingFileIssues({ name: 'fees.csv', size: PRICING_FILE_MAX_BYTES + 1 })).toEqual(['size']);
    expect(pricingFileIssues({ name: `${'x'.repeat(252)}.csv`, size: 1 })).toEqual(['name']);
    expect(pricingFileIssues({ name: 'a\\b.csv', size: 1 })).toEqual(['name']);
    expect(pricingFileIssues({ name: 'notes.txt', size: 0 })).toEqual(['type', 'empty']);
  });
});
