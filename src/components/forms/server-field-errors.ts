import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';

/**
 * Puts a 400's field errors on the form's fields (SPEC: messages at the field): each error of a
 * field the form has becomes that field's error, its message shown as the server wrote it, and
 * the first such field takes the focus. Errors of fields the form does not show are left to the
 * caller (a general message). Returns true when at least one field got an error.
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
  return done.size > 0;
};
