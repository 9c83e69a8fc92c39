import { z } from 'zod';
import { UploadPricingFileBody } from '@/api/generated/pricing/pricing.zod';
import {
  PRICING_FILE_FORMATS,
  pricingFileFormat,
  pricingFileIssues,
  type PricingFileIssue,
} from '@/domain/pricing-file';
import { bytesToBase64 } from '../db/base64';
import { pricingKey, type StoredPricingFile } from '../db/pricing';
import { fieldErrorsOf, validationFailed } from './problem';

/**
 * The generated `zod.instanceof(Blob)` fails across realms (under jsdom the test's Blob is not
 * the one undici parses the form into), so a file is recognised by what the handler needs.
 */
const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).name === 'string' &&
  typeof (value as File).arrayBuffer === 'function';

const UploadForm = UploadPricingFileBody.extend({
  year: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    UploadPricingFileBody.shape.year,
  ),
  group: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    UploadPricingFileBody.shape.group,
  ),
  provider: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    UploadPricingFileBody.shape.provider,
  ),
  file: z.custom<File>(isFile, { message: 'Attach the pricing file.' }),
});

/** The answer of each rule of src/domain/pricing-file.ts, at the `file` field. */
const ISSUE_ERRORS: Record<PricingFileIssue, { code: string; message: string }> = {
  name: {
    code: 'invalid_filename',
    message: 'The file name may not be empty, contain / or \\, or be too long.',
  },
  type: { code: 'invalid_type', message: 'The file must be a PDF, an Excel workbook (.xlsx) or a CSV file.' },
  empty: { code: 'empty', message: 'The file is empty.' },
  size: { code: 'too_big', message: 'The file may not be larger than 20 MB.' },
};

const fileErrors = (file: File) =>
  pricingFileIssues(file).map((issue) => ({ field: 'file', ...ISSUE_ERRORS[issue] }));

/** The multipart body as the record to store, or a 400 (thrown) naming each field at fault. */
export const readPricingUpload = async (request: Request): Promise<StoredPricingFile> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw validationFailed([
      { field: '(body)', code: 'invalid_multipart', message: 'The body is not multipart/form-data.' },
    ]);
  }
  const field = (name: string) => form.get(name) ?? undefined;
  const result = UploadForm.safeParse({
    year: field('year'),
    group: field('group'),
    provider: field('provider'),
    file: field('file'),
  });
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  const { year, group, provider, file } = result.data;
  const errors = fileErrors(file);
  if (errors.length > 0) throw validationFailed(errors);

  const bytes = new Uint8Array(await file.arrayBuffer());
  return {
    key: pricingKey(year, group, provider, file.name),
    year,
    group,
    provider,
    filename: file.name,
    size: bytes.length,
    uploadedAt: new Date().toISOString().slice(0, 19) + 'Z',
    contentType: PRICING_FILE_FORMATS[pricingFileFormat(file.name) ?? 'pdf'],
    contentBase64: bytesToBase64(bytes),
  };
};
