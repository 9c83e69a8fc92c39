import { z } from 'zod';
import type { LegacyPermissions } from '@/api/generated/users/model';
import { fieldIssue } from '@/components/forms/field-messages';
import { legacyMessages as messages } from './user-roles-messages';

/*
 * The values of the legacy permissions form, apart from the form: its practice fieldset types its
 * fields with them, and the form imports the fieldset.
 */

export const legacySchema = z.object({
  analytik: z.boolean(),
  practices: z.array(
    z.object({
      practiceId: z.string(),
      practiceName: z.string(),
      permissions: z.array(z.string()).min(1, fieldIssue(messages.pickPermissions)),
    }),
  ),
});

export type LegacyValues = z.infer<typeof legacySchema>;

/** The form's values from the saved permissions. */
export const toValues = ({ analytik, practices }: LegacyPermissions): LegacyValues => ({
  analytik,
  practices: practices.map(({ practiceId, practiceName, permissions }) => ({
    practiceId,
    practiceName: practiceName ?? '',
    permissions: [...permissions],
  })),
});

/** Something held before is no longer: a failure then is SPEC §8's 'removing … failed'. */
export const removesSomething = (saved: LegacyPermissions, next: LegacyValues) =>
  (saved.analytik && !next.analytik) ||
  saved.practices.some((entry) => {
    const kept = next.practices.find((other) => other.practiceId === entry.practiceId);
    return !kept || entry.permissions.some((permission) => !kept.permissions.includes(permission));
  });
