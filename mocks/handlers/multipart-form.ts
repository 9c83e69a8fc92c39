import type { z } from 'zod';
import { fieldErrorsOf, validationFailed } from './problem';

const toBoolean = (value: string): boolean | string =>
  value === 'true' ? true : value === 'false' ? false : value;

/** A file part without a name or content: what a browser sends for a file input left empty. */
const isEmptyFilePart = (value: FormDataEntryValue): boolean =>
  typeof value !== 'string' && value.size === 0 && !value.name;

/**
 * Parses a multipart form with the operation's generated zod schema. Form fields arrive as text,
 * so the fields the contract types as booleans are coerced first (`true`/`false`; anything else
 * is left as text for the schema to reject with its field path). A bad form answers 400 with
 * the field list (thrown, like readJsonBody).
 */
export const readMultipartForm = async <Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  booleanFields: readonly string[] = [],
): Promise<z.output<Schema>> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw validationFailed([
      { field: '(body)', code: 'invalid_form', message: 'The body is not a multipart form.' },
    ]);
  }
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (isEmptyFilePart(value)) continue;
    values[key] = typeof value === 'string' && booleanFields.includes(key) ? toBoolean(value) : value;
  }
  const result = schema.safeParse(values);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
};

/** The file name of an uploaded part (a Blob has none; the File of any runtime has one). */
export const fileNameOf = (file: Blob): string =>
  'name' in file && typeof file.name === 'string' ? file.name : '';
