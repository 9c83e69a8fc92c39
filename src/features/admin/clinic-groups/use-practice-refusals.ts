import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { CLINIC_GROUP_CONFLICTS } from '@/domain/clinic-group-conflicts';
import type { PracticeChoice } from '@/components/pickers/practice-picker';
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
    // The code names the cause (openapi/clinic-groups.yaml); the groups as read now name the
    // practices at fault, or the taken name when a server gives no code.
    const nameConflict =
      attempt.name !== undefined &&
      (error.code === CLINIC_GROUP_CONFLICTS.nameTaken || (nameTaken && !error.code));
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
