import { Collection } from '@msw/data';
import { z } from 'zod';
import { GetPricingFilesResponseItem } from '@/api/generated/pricing/pricing.zod';
import type { PricingFile } from '@/api/generated/pricing/model';
import { PRICING_FILE_FORMATS } from '@/domain/pricing-file';
import type { DatabaseArea } from './area';
import { bytesToBase64 } from './base64';
import { pricingCsv, pricingPdf, type PricingSeedFile } from './pricing-file-contents';
import { seedNow } from './seed-clock';
import { seededFaker } from './seeded-faker';

/** `contentBase64`: the file itself, so that a download returns exactly what was uploaded. */
export const pricingFiles = new Collection({
  schema: GetPricingFilesResponseItem.extend({ contentBase64: z.string() }),
});

export type StoredPricingFile = PricingFile & { contentBase64: string };

/**
 * Opaque to the client; only `/` and `%` of the free-text group and provider are escaped, so
 * that the usual keys read as in the contract (pricing/2026/ACDQ/RAMQ/tarifs-acdq-ramq-2026.pdf).
 */
export const pricingKey = (year: number, group: string, provider: string, filename: string): string => {
  const segment = (text: string) => text.replaceAll('%', '%25').replaceAll('/', '%2F');
  return `pricing/${year}/${segment(group)}/${segment(provider)}/${filename}`;
};

type Format = 'pdf' | 'csv';

/** Group, provider, language, rate against the suggested fees, and the files each year. */
const SCHEDULES: readonly [string, string, 'FR' | 'EN', number, readonly [string, Format][]][] = [
  [
    'ACDQ',
    'RAMQ',
    'FR',
    0.82,
    [
      ['tarifs-acdq-ramq', 'pdf'],
      ['tarifs-acdq-ramq', 'csv'],
    ],
  ],
  ['ACDQ', 'Assurances', 'FR', 1, [['guide-tarifs-acdq', 'csv']]],
  ['ACDQ', 'SSNA', 'FR', 0.9, [['tarifs-ssna', 'csv']]],
  ['AHDQ', 'RAMQ', 'FR', 0.8, [['tarifs-ahdq-ramq', 'pdf']]],
  ['AHDQ', 'Assurances', 'FR', 0.95, [['guide-tarifs-ahdq', 'csv']]],
  ['ODA', 'OHIP', 'EN', 0.7, [['oda-ohip-schedule', 'pdf']]],
  ['ODA', 'Insurance', 'EN', 1.05, [['oda-suggested-fee-guide', 'csv']]],
  ['NBDS', 'Insurance', 'EN', 1, [['nbds-fee-guide', 'csv']]],
];

const YEARS = [2024, 2025, 2026];

const seedFiles = (): StoredPricingFile[] => {
  const faker = seededFaker('pricing-files');
  return YEARS.flatMap((year) =>
    SCHEDULES.flatMap(([group, provider, language, rate, files]) =>
      // The New Brunswick guide joined the portal in 2025.
      group === 'NBDS' && year < 2025
        ? []
        : files.map(([stem, format]): StoredPricingFile => {
            const source: PricingSeedFile = { year, group, provider, language, rate };
            const bytes = format === 'pdf' ? pricingPdf(source) : pricingCsv(source);
            const filename = `${stem}-${year}.${format}`;
            // Guides are published in December or January for the coming year.
            const uploaded = Date.UTC(year - 1, 11, 1) + faker.number.int({ max: 60 * 86_400 }) * 1000;
            return {
              key: pricingKey(year, group, provider, filename),
              year,
              group,
              provider,
              filename,
              size: bytes.length,
              uploadedAt: new Date(Math.min(uploaded, seedNow().getTime())).toISOString().slice(0, 19) + 'Z',
              contentType: PRICING_FILE_FORMATS[format],
              contentBase64: bytesToBase64(bytes),
            };
          }),
    ),
  );
};

export const pricingArea: DatabaseArea = {
  name: 'pricing',
  collections: { pricingFiles },
  async seed() {
    const files = seedFiles();
    await pricingFiles.createMany(files.length, (index) => files[index]!);
  },
};
