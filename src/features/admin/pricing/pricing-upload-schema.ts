import { z } from 'zod';
import type { PricingFileUpload } from '@/api/generated/pricing/model';
import {
  uploadPricingFileBodyGroupMax as GROUP_MAX,
  uploadPricingFileBodyProviderMax as PROVIDER_MAX,
  uploadPricingFileBodyYearMax as YEAR_MAX,
  uploadPricingFileBodyYearMin as YEAR_MIN,
} from '@/api/generated/operation-schemas/uploadPricingFile';
import { encodeFieldMessage, fieldIssue } from '@/components/forms/field-messages';
import {
  PRICING_FILE_MAX_MEGABYTES,
  PRICING_FILE_TYPE_NAMES,
  pricingFileIssue,
  type PricingFileIssue,
} from './pricing-file-rules';
import { uploadMessages, yearRangeMessage } from './pricing-upload-messages';

/** The message of each reason a file is refused, at the file field. */
export const fileIssueMessage = (issue: PricingFileIssue): string => {
  switch (issue) {
    case 'type':
      return encodeFieldMessage('fileType', { types: PRICING_FILE_TYPE_NAMES });
    case 'size':
      return encodeFieldMessage('fileSize', { megabytes: PRICING_FILE_MAX_MEGABYTES });
    case 'empty':
      return encodeFieldMessage(uploadMessages.emptyFile);
    case 'name':
      return encodeFieldMessage(uploadMessages.badName);
  }
};

const yearRange = fieldIssue(yearRangeMessage, { min: String(YEAR_MIN), max: String(YEAR_MAX) });
const freeText = (max: number) =>
  z.string().trim().min(1, fieldIssue('required')).max(max, fieldIssue('maxLength', { max }));

/**
 * The upload form, on the contract's limits (pricing.zod.ts): a year from 2000 to 2100, group and
 * provider of 1 to 50 characters once trimmed (as the server trims them), and a file it accepts.
 * The file is kept in the form as chosen: a failed upload is sent again without choosing it again.
 */
export const uploadFormSchema = z.object({
  year: z
    .string()
    .trim()
    .min(1, fieldIssue('required'))
    .regex(/^\d+$/, fieldIssue('wholeNumber'))
    .transform(Number)
    .pipe(z.number().min(YEAR_MIN, yearRange).max(YEAR_MAX, yearRange)),
  group: freeText(GROUP_MAX),
  provider: freeText(PROVIDER_MAX),
  file: z
    .custom<File | null>()
    .superRefine((file, context) => {
      if (!file) {
        context.addIssue({ code: 'custom', message: encodeFieldMessage('required') });
        return;
      }
      const issue = pricingFileIssue(file);
      if (issue) context.addIssue({ code: 'custom', message: fileIssueMessage(issue) });
    })
    .transform((file) => file as File),
});

export type UploadFormValues = z.input<typeof uploadFormSchema>;
export type UploadFormOutput = z.output<typeof uploadFormSchema>;

/** What the generated upload sends: the year, the trimmed texts and the file as chosen. */
export const toUpload = ({ year, group, provider, file }: UploadFormOutput): PricingFileUpload => ({
  year,
  group,
  provider,
  file,
});

export const emptyUploadForm = (): UploadFormValues => ({
  year: String(new Date().getFullYear()),
  group: '',
  provider: '',
  file: null,
});
