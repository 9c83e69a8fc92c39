import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

/**
 * The sign-in forms' rules (SPEC §5). Each issue carries the key of its message in
 * validationMessages: the field translates it, so the schemas need no intl.
 */
const issue = (key: ValidationMessageKey) => ({ error: key });

export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;

/** Cognito's symbols for its password policy (a space counts, but not at either end). */
const SPECIAL_CHARACTER = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Anything typed, spaces around it ignored. */
export const requiredText = z.string().trim().min(1, issue('required'));

/** A password as typed: never trimmed, only required (the sign-in password, a temporary one). */
export const requiredPassword = z.string().min(1, issue('required'));

/** A code sent by SMS or email or shown by an authenticator app: exactly 6 characters. */
export const codeSchema = z
  .string()
  .trim()
  .min(1, issue('required'))
  .length(CODE_LENGTH, issue('codeLength'));

/** A new password: at least 8 characters with a digit, a lowercase, an uppercase and a symbol. */
export const newPasswordRule = z
  .string()
  .min(1, issue('required'))
  .min(PASSWORD_MIN_LENGTH, issue('passwordLength'))
  .regex(/\d/, issue('passwordDigit'))
  .regex(/\p{Ll}/u, issue('passwordLowercase'))
  .regex(/\p{Lu}/u, issue('passwordUppercase'))
  .regex(SPECIAL_CHARACTER, issue('passwordSpecial'))
  .refine((value) => value === '' || value.trim() === value, issue('passwordEdgeSpaces'));

const confirmedPassword = <T extends z.ZodType<{ newPassword: string; confirmPassword: string }>>(
  schema: T,
) =>
  schema.refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    ...issue('passwordsMismatch'),
  });

export const signInSchema = z.object({ username: requiredText, password: requiredPassword });
export type SignInValues = z.infer<typeof signInSchema>;

/**
 * The new password of NEW_PASSWORD_REQUIRED, with the attributes Amplify lists as missing
 * (given_name and family_name for the newcomer), each required.
 */
export const newPasswordSchema = (missingAttributes: readonly string[]) =>
  confirmedPassword(
    z.object({
      newPassword: newPasswordRule,
      confirmPassword: requiredPassword,
      attributes: z.object(Object.fromEntries(missingAttributes.map((name) => [name, requiredText]))),
    }),
  );
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
  attributes: Record<string, string>;
}

export const codeFormSchema = z.object({ code: codeSchema });
export type CodeValues = z.infer<typeof codeFormSchema>;

export const MFA_TYPES = ['SMS', 'TOTP'] as const;
export type MfaType = (typeof MFA_TYPES)[number];
export const mfaChoiceSchema = z.object({ mfaType: z.enum(MFA_TYPES, issue('mfaChoice')) });
export type MfaChoiceValues = z.infer<typeof mfaChoiceSchema>;

export const customChallengeSchema = z.object({ answer: requiredText });
export type CustomChallengeValues = z.infer<typeof customChallengeSchema>;

export const resetRequestSchema = z.object({ username: requiredText });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = confirmedPassword(
  z.object({ code: codeSchema, newPassword: newPasswordRule, confirmPassword: requiredPassword }),
);
export type ResetConfirmValues = z.infer<typeof resetConfirmSchema>;

/**
 * Changing one's password (SPEC §5: old and new password): the current one as typed, a new one
 * that follows the rule, differs from the current one and is typed twice.
 */
export const changePasswordSchema = confirmedPassword(
  z.object({
    currentPassword: requiredPassword,
    newPassword: newPasswordRule,
    confirmPassword: requiredPassword,
  }),
).refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
  path: ['newPassword'],
  ...issue('passwordUnchanged'),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
