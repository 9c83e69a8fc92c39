import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import type { PracticeChoice } from '../shared/pickers/practice-picker';
import { clinicGroupFormMessages as messages } from './clinic-group-form-messages';
import { entryErrorsOf, explainConflict, type EntryErrors } from './practice-refusals';
import { useClinicGroupCache } from './use-clinic-group-cache';

interface Attempt {
  /** The name sent, when the call sent one (it may be what conflicts). */
  name?: string;
  practices: readonly PracticeChoice[];
  /** The group changed: its own name and members conflict with nothing. */
  groupId?: number;
}

/**
 * Turns a refusal of a clinic group form into words at its fields: a 409 (name taken, or a
 * practice already in another group, found in the groups as they are now) and a 400 on an
 * entry of the list (`practices.2`). Returns false for any other failure.
 */
export const usePracticeRefusals = <T extends FieldValues & { practices: PracticeChoice[] }>(
  setError: UseFormSetError<T>,
) => {
  const cache = useClinicGroupCache();
  const [entryErrors, setEntryErrors] = useState<EntryErrors>({});
  const practicesField = 'practices' as Path<T>;
  const nameField = 'name' as Path<T>;

  const explain = async (error: unknown, attempt: Attempt): Promise<boolean> => {
    if (isApiError(error) && error.kind === 'validation') {
      const entries = entryErrorsOf(error, attempt.practices);
      setEntryErrors(entries);
      if (Object.keys(entries).length === 0) return false;
      setError(practicesField, { type: 'server', message: encodeFieldMessage(messages.practicesRefused) });
      return true;
    }
    if (!isApiError(error) || error.kind !== 'conflict') return false;
    const groups = await cache.fresh();
    const { nameTaken, entries } = explainConflict(groups ?? [], attempt);
    setEntryErrors(entries);
    const practiceConflict = Object.keys(entries).length > 0;
    // When the groups as read now explain nothing (changed again since), the problem code
    // decides; the contract names no codes for this 409, the offline API says CLINIC_GROUP_NAME_TAKEN.
    const nameConflict =
      attempt.name !== undefined &&
      (nameTaken || (!practiceConflict && error.code?.includes('NAME') === true));
    if (practiceConflict || !nameConflict) {
      setError(practicesField, {
        type: 'server',
        message: encodeFieldMessage(
          practiceConflict ? messages.practicesRefused : messages.inAnotherGroupUnknown,
        ),
      });
    }
    if (nameConflict) {
      setError(
        nameField,
        { type: 'server', message: encodeFieldMessage(messages.nameTaken) },
        { shouldFocus: true },
      );
    }
    return true;
  };

  return { entryErrors, explain, clear: () => setEntryErrors({}) };
};
