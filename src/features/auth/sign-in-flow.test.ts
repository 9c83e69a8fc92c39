import { fetchAuthSession } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { sentOperations, useAmplify } from '../../../mocks/cognito/amplify-test-client';
import {
  OFFLINE_CODE,
  OFFLINE_CUSTOM_CHALLENGE,
  OFFLINE_PASSWORD,
  OFFLINE_TEMPORARY_PASSWORD,
} from '../../../mocks/cognito/pool-config';
import { PasswordResetFailedError, toAuthFailure } from './auth-errors';
import {
  answerCustomChallenge,
  chooseMfa,
  completeNewPassword,
  confirmCode,
  confirmPasswordReset,
  requestPasswordReset,
  resetCodeDelivery,
  startSignIn,
} from './sign-in-flow';

const signedInUsername = async () => {
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.payload['cognito:username'];
};

const failureOf = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return toAuthFailure(error);
  }
  throw new Error('The call succeeded');
};

describe('the sign-in flow against the offline Cognito emulator', () => {
  useAmplify();

  it('signs clinic in with SRP', async () => {
    await expect(startSignIn({ username: 'clinic', password: OFFLINE_PASSWORD })).resolves.toEqual({
      step: 'done',
    });
    expect(sentOperations()).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    expect(await signedInUsername()).toBe('clinic');
  });

  it('rejects a wrong password and an unknown user with the same message', async () => {
    expect(await failureOf(startSignIn({ username: 'clinic', password: 'Portal#2025' }))).toEqual({
      kind: 'message',
      key: 'incorrectCredentials',
    });
    expect(await failureOf(startSignIn({ username: 'nobody', password: OFFLINE_PASSWORD }))).toEqual({
      kind: 'message',
      key: 'incorrectCredentials',
    });
  });

  it('signs out first when someone is already signed in, then signs in once more', async () => {
    await startSignIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    await expect(startSignIn({ username: 'sysadmin', password: OFFLINE_PASSWORD })).resolves.toEqual({
      step: 'done',
    });
    expect(await signedInUsername()).toBe('sysadmin');
    expect(sentOperations()).toContain('RevokeToken');
  });

  it('newcomer: a new password with the missing first and last names', async () => {
    const state = await startSignIn({ username: 'newcomer', password: OFFLINE_TEMPORARY_PASSWORD });
    expect(state).toEqual({
      step: 'newPassword',
      username: 'newcomer',
      missingAttributes: ['given_name', 'family_name'],
    });
    await expect(
      completeNewPassword('newcomer', 'Bienvenue#2026', { given_name: 'Léa', family_name: 'Gagnon' }),
    ).resolves.toEqual({ step: 'done' });
  });

  it('totp: a wrong code is refused at the code, the right one signs in', async () => {
    expect(await startSignIn({ username: 'totp', password: OFFLINE_PASSWORD })).toEqual({
      step: 'totpCode',
      username: 'totp',
    });
    expect(await failureOf(confirmCode('totp', '654321'))).toEqual({
      kind: 'message',
      key: 'codeMismatch',
      field: 'code',
    });
    await expect(confirmCode('totp', OFFLINE_CODE)).resolves.toEqual({ step: 'done' });
  });

  it('sms: the code went to a masked phone number', async () => {
    const state = await startSignIn({ username: 'sms', password: OFFLINE_PASSWORD });
    expect(state).toMatchObject({
      step: 'smsCode',
      destination: expect.stringMatching(/^\+\*+0142$/) as unknown,
    });
    await expect(confirmCode('sms', OFFLINE_CODE)).resolves.toEqual({ step: 'done' });
  });

  it('choosemfa: SMS or TOTP, then the code', async () => {
    expect(await startSignIn({ username: 'choosemfa', password: OFFLINE_PASSWORD })).toEqual({
      step: 'chooseMfa',
      username: 'choosemfa',
      allowed: ['SMS', 'TOTP'],
    });
    expect(await chooseMfa('choosemfa', 'TOTP')).toEqual({ step: 'totpCode', username: 'choosemfa' });
    await expect(confirmCode('choosemfa', OFFLINE_CODE)).resolves.toEqual({ step: 'done' });
  });

  it('setupmfa: the secret to add to an authenticator, then its first code', async () => {
    const state = await startSignIn({ username: 'setupmfa', password: OFFLINE_PASSWORD });
    expect(state).toMatchObject({
      step: 'totpSetup',
      username: 'setupmfa',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/) as unknown,
    });
    await expect(confirmCode('setupmfa', OFFLINE_CODE)).resolves.toEqual({ step: 'done' });
  });

  it("custom: the challenge's question, then its answer", async () => {
    expect(await startSignIn({ username: 'custom', password: OFFLINE_PASSWORD })).toEqual({
      step: 'customChallenge',
      username: 'custom',
      question: OFFLINE_CUSTOM_CHALLENGE.question,
    });
    await expect(answerCustomChallenge('custom', OFFLINE_CUSTOM_CHALLENGE.answer)).resolves.toEqual({
      step: 'done',
    });
  });

  it('unconfirmed: the confirm sign-up step keeps the password to sign in once confirmed', async () => {
    expect(await startSignIn({ username: 'unconfirmed', password: OFFLINE_PASSWORD })).toEqual({
      step: 'confirmSignUp',
      username: 'unconfirmed',
      password: OFFLINE_PASSWORD,
    });
  });

  it('resetme: reset required, a code by email, then the new password signs in', async () => {
    expect(await startSignIn({ username: 'resetme', password: OFFLINE_PASSWORD })).toEqual({
      step: 'resetPassword',
      username: 'resetme',
    });
    const delivery = await requestPasswordReset('resetme');
    expect(delivery).toMatchObject({
      username: 'resetme',
      destination: expect.stringContaining('***@') as unknown,
    });
    expect(
      await failureOf(
        confirmPasswordReset({ username: 'resetme', code: '000000', newPassword: 'Nouveau#2026' }),
      ),
    ).toMatchObject({ key: 'codeMismatch', field: 'code' });
    await confirmPasswordReset({ username: 'resetme', code: OFFLINE_CODE, newPassword: 'Nouveau#2026' });
    await expect(startSignIn({ username: 'resetme', password: 'Nouveau#2026' })).resolves.toEqual({
      step: 'done',
    });
  });

  it("says 'Password reset failed' when the next step is not a code to enter", () => {
    const attempt = () =>
      resetCodeDelivery('clinic', {
        isPasswordReset: true,
        nextStep: { resetPasswordStep: 'DONE', codeDeliveryDetails: {} },
      });
    expect(attempt).toThrow(PasswordResetFailedError);
    expect(toAuthFailure(new PasswordResetFailedError('DONE'))).toMatchObject({ key: 'passwordResetFailed' });
  });
});
