import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { openValidationErrorDialog } from '@/components/feedback/dialog-kinds';

/**
 * Puts a 400's field errors on the form's fields (SPEC: messages at the field): each error of a
 * field the form has becomes that field's error, its message shown as the server wrote it, and
 * the first such field takes the focus. The errors of fields the form does not show open the
 * validation error dialog (SPEC §2), which lists their messages: nothing the server refused goes
 * unsaid. Returns true when the errors were shown, at fields or in the dialog; false leaves the
 * failure to the caller (not a 400, or a 400 naming no field).
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean => {
  if (!isApiError(error) || error.kind !== 'validation') return false;
  const known = new Set(fields);
  const done = new Set<string>();
  for (const { field, message } of error.fieldErrors) {
    // A field with several errors shows the first.
    if (!known.has(field) || done.has(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: done.size === 0 });
    done.add(field);
  }
  const elsewhere = [
    ...new Set(error.fieldErrors.filter(({ field }) => !known.has(field)).map(({ message }) => message)),
  ];
  if (elsewhere.length > 0) void openValidationErrorDialog({ items: elsewhere });
  return done.size > 0 || elsewhere.length > 0;
};
