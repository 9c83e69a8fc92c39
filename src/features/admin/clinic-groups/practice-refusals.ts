import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import type { PracticeChoice } from '@/components/pickers/practice-picker';
import { clinicGroupFormMessages as messages, inAnotherGroupMessage } from './clinic-group-form-messages';

/** Why the server refused one chosen practice, in the user's words, by practice id. */
export type EntryErrors = Record<string, { message: MessageDescriptor; values?: Record<string, string> }>;

const ENTRY = /^practices\.(\d+)$/;

const entryMessage = (code: string | undefined): MessageDescriptor => {
  if (code === 'unknown_practice') return messages.entryUnknown;
  if (code === 'duplicate') return messages.entryDuplicate;
  return messages.entryRefused;
};

/**
 * A 400's errors on entries of the list sent (`practices.2`), put on the practices they name:
 * the form still holds the list it sent (a failed save keeps everything).
 */
export const entryErrorsOf = (error: unknown, sent: readonly PracticeChoice[]): EntryErrors => {
  if (!isApiError(error) || error.kind !== 'validation') return {};
  const errors: EntryErrors = {};
  for (const { field, code } of error.fieldErrors) {
    const index = ENTRY.exec(field)?.[1];
    const practice = index === undefined ? undefined : sent[Number(index)];
    if (practice && !errors[practice.id]) errors[practice.id] = { message: entryMessage(code) };
  }
  return errors;
};

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'fr', { sensitivity: 'accent' }) === 0;

/**
 * What a 409 meant, read from the groups as they are now: the name taken by another group, and
 * the chosen practices that belong to another group (a practice belongs to one group at most).
 */
export const explainConflict = (
  groups: readonly ClinicGroup[],
  { name, practices, groupId }: { name?: string; practices: readonly PracticeChoice[]; groupId?: number },
): { nameTaken: boolean; entries: EntryErrors } => {
  const others = groups.filter((group) => group.id !== groupId);
  const entries: EntryErrors = {};
  for (const practice of practices) {
    const owner = others.find((group) => group.practices.some((member) => member.id === practice.id));
    if (owner) entries[practice.id] = { message: inAnotherGroupMessage, values: { group: owner.name } };
  }
  return {
    nameTaken: name !== undefined && others.some((group) => sameName(group.name, name)),
    entries,
  };
};
