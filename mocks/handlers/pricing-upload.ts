import { z } from 'zod';
import {
  UploadPricingFileBody,
  uploadPricingFileResponseFilenameMax,
} from '@/api/generated/pricing/pricing.zod';
import { bytesToBase64 } from '../db/base64';
import { PRICING_CONTENT_TYPES, pricingKey, type StoredPricingFile } from '../db/pricing';
import { fieldErrorsOf, validationFailed } from './problem';

export const MAX_PRICING_FILE_BYTES = 20 * 1024 * 1024;

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

/**
 * The type comes from the extension: browsers report a CSV file as application/vnd.ms-excel on
 * Windows and as text/csv elsewhere, so the announced type says little.
 */
const formatOf = (filename: string) => {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  return extension && extension in PRICING_CONTENT_TYPES
    ? (extension as keyof typeof PRICING_CONTENT_TYPES)
    : undefined;
};

const fileErrors = (file: File) => {
  const errors: { field: string; code: string; message: string }[] = [];
  const error = (code: string, message: string) => errors.push({ field: 'file', code, message });
  if (!file.name || /[/\\]/.test(file.name))
    error('invalid_filename', 'The file name may not be empty or contain / or \\.');
  else if (file.name.length > uploadPricingFileResponseFilenameMax) {
    error(
      'invalid_filename',
      `The file name may not be longer than ${uploadPricingFileResponseFilenameMax} characters.`,
    );
  } else if (!formatOf(file.name))
    error('invalid_type', 'The file must be a PDF, an Excel workbook (.xlsx) or a CSV file.');
  if (file.size === 0) error('empty', 'The file is empty.');
  if (file.size > MAX_PRICING_FILE_BYTES) error('too_big', 'The file may not be larger than 20 MB.');
  return errors;
};

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
    contentType: PRICING_CONTENT_TYPES[formatOf(file.name) ?? 'pdf'],
    contentBase64: bytesToBase64(bytes),
  };
};
