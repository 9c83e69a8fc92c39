import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  codeSchema,
  mfaChoiceSchema,
  newPasswordRule,
  newPasswordSchema,
  resetConfirmSchema,
  signInSchema,
} from './auth-validation';

/** The message key of each failing path, first issue first (what the field shows). */
const firstIssues = (result: z.ZodSafeParseResult<unknown>): Record<string, string> => {
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
};

const firstIssue = (schema: z.ZodType, value: unknown) => firstIssues(schema.safeParse(value))[''];

describe('sign-in validation (SPEC §5)', () => {
  it('requires a code of exactly 6 characters', () => {
    expect(firstIssue(codeSchema, '')).toBe('required');
    expect(firstIssue(codeSchema, '   ')).toBe('required');
    expect(firstIssue(codeSchema, '12345')).toBe('codeLength');
    expect(firstIssue(codeSchema, '1234567')).toBe('codeLength');
    expect(codeSchema.parse(' 123456 ')).toBe('123456');
  });

  it('requires a password of 8 characters with a digit, a lowercase, an uppercase and a symbol', () => {
    expect(firstIssue(newPasswordRule, '')).toBe('required');
    expect(firstIssue(newPasswordRule, 'Ab#1')).toBe('passwordLength');
    expect(firstIssue(newPasswordRule, 'Abcdefg#')).toBe('passwordDigit');
    expect(firstIssue(newPasswordRule, 'ABCDEFG#1')).toBe('passwordLowercase');
    expect(firstIssue(newPasswordRule, 'abcdefg#1')).toBe('passwordUppercase');
    expect(firstIssue(newPasswordRule, 'Abcdefg12')).toBe('passwordSpecial');
    expect(firstIssue(newPasswordRule, ' Abcdef#1')).toBe('passwordEdgeSpaces');
    for (const valid of ['Portal#2026', 'Clinique-2026', 'Élodie 2026', 'Abc1^def', 'Abc1~def']) {
      expect(newPasswordRule.safeParse(valid).success, valid).toBe(true);
    }
  });

  it('requires username and password to sign in, with no rule on the password', () => {
    expect(firstIssues(signInSchema.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(signInSchema.parse({ username: ' clinic ', password: 'x' })).toEqual({
      username: 'clinic',
      password: 'x',
    });
  });

  it('asks for the new password twice and for each missing attribute', () => {
    const schema = newPasswordSchema(['given_name', 'family_name']);
    expect(
      firstIssues(
        schema.safeParse({
          newPassword: '',
          confirmPassword: '',
          attributes: { given_name: '', family_name: ' ' },
        }),
      ),
    ).toEqual({
      newPassword: 'required',
      confirmPassword: 'required',
      'attributes.given_name': 'required',
      'attributes.family_name': 'required',
    });
    expect(
      firstIssues(
        schema.safeParse({
          newPassword: 'Portal#2027',
          confirmPassword: 'Portal#2028',
          attributes: { given_name: 'Léa', family_name: 'Roy' },
        }),
      ),
    ).toEqual({ confirmPassword: 'passwordsMismatch' });
    expect(
      schema.safeParse({
        newPassword: 'Portal#2027',
        confirmPassword: 'Portal#2027',
        attributes: { given_name: 'Léa', family_name: 'Roy' },
      }).success,
    ).toBe(true);
    expect(
      newPasswordSchema([]).safeParse({
        newPassword: 'Portal#2027',
        confirmPassword: 'Portal#2027',
        attributes: {},
      }).success,
    ).toBe(true);
  });

  it('confirms a reset with a code, a valid new password and the same password again', () => {
    expect(
      firstIssues(resetConfirmSchema.safeParse({ code: '12', newPassword: 'short', confirmPassword: '' })),
    ).toEqual({
      code: 'codeLength',
      newPassword: 'passwordLength',
      confirmPassword: 'required',
    });
    expect(
      resetConfirmSchema.safeParse({
        code: '123456',
        newPassword: 'Portal#2027',
        confirmPassword: 'Portal#2027',
      }).success,
    ).toBe(true);
  });

  it('accepts SMS or TOTP only as the MFA choice', () => {
    expect(firstIssues(mfaChoiceSchema.safeParse({}))).toEqual({ mfaType: 'mfaChoice' });
    expect(firstIssues(mfaChoiceSchema.safeParse({ mfaType: 'EMAIL' }))).toEqual({ mfaType: 'mfaChoice' });
    expect(mfaChoiceSchema.parse({ mfaType: 'TOTP' })).toEqual({ mfaType: 'TOTP' });
  });
});
