import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { ADMIN_OWN_ERRORS } from './admin-feedback';

interface SaveFailureWords<Values extends FieldValues> {
  /** The field a conflict is about (a name or an email already taken), and what it says then. */
  unique: { field: Path<Values>; taken: MessageDescriptor };
  /** The fields the server may name in a 400. */
  fields: readonly string[];
  /** Above the buttons when the server named fields. */
  checkFields: MessageDescriptor;
  /** Above the buttons when the save failed otherwise. */
  failed: MessageDescriptor;
}

/**
 * Why an edit form's save failed, where the person will look: a conflict at its unique field,
 * the server's field errors at their fields, and the rest above the buttons. Returns what to show
 * above them, if anything.
 */
export const adminSaveFailure = <Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { unique, fields, checkFields, failed }: SaveFailureWords<Values>,
): MessageDescriptor | undefined => {
  if (isApiError(error) && error.kind === 'conflict') {
    setError(
      unique.field,
      { type: 'server', message: encodeFieldMessage(unique.taken) },
      { shouldFocus: true },
    );
    return undefined;
  }
  if (applyServerFieldErrors(error, setError, fields)) return checkFields;
  // Said in the form too, beside what was typed: the snackbar goes away.
  return !isApiError(error) || ADMIN_OWN_ERRORS.includes(error.kind) ? failed : undefined;
};
