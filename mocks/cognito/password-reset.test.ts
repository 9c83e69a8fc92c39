import { confirmResetPassword, resetPassword, signIn } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { databaseCollections } from '../db/database';
import { useAmplify } from './amplify-test-client';
import { OFFLINE_CODE, OFFLINE_PASSWORD } from './pool-config';

const USER_PASSWORD_AUTH = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

describe('resetPassword and confirmResetPassword', () => {
  useAmplify();

  it('resetme: RESET_PASSWORD at sign-in, a code by email, then the new password signs in', async () => {
    expect((await signIn({ username: 'resetme', password: OFFLINE_PASSWORD })).nextStep.signInStep).toBe(
      'RESET_PASSWORD',
    );
    expect(await resetPassword({ username: 'resetme' })).toEqual({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { attributeName: 'email', deliveryMedium: 'EMAIL', destination: 'j***@l***' },
      },
    });
    await expect(
      confirmResetPassword({ username: 'resetme', confirmationCode: '000000', newPassword: 'Reset#2026' }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await expect(
      confirmResetPassword({ username: 'resetme', confirmationCode: OFFLINE_CODE, newPassword: 'short' }),
    ).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    await confirmResetPassword({
      username: 'resetme',
      confirmationCode: OFFLINE_CODE,
      newPassword: 'Reset#2026',
    });
    await expect(signIn({ username: 'resetme', password: OFFLINE_PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(signIn({ username: 'resetme', password: 'Reset#2026' })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });

  it('changes a plain user’s password, for SRP and USER_PASSWORD_AUTH alike', async () => {
    await resetPassword({ username: 'readonly' });
    await confirmResetPassword({
      username: 'readonly',
      confirmationCode: OFFLINE_CODE,
      newPassword: 'Autre#Mot1',
    });
    await expect(
      signIn({ username: 'readonly', password: OFFLINE_PASSWORD, options: USER_PASSWORD_AUTH }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      signIn({ username: 'readonly', password: 'Autre#Mot1', options: USER_PASSWORD_AUTH }),
    ).resolves.toMatchObject({ isSignedIn: true });
  });

  it('needs a code requested first: ExpiredCodeException', async () => {
    await expect(
      confirmResetPassword({ username: 'clinic', confirmationCode: OFFLINE_CODE, newPassword: 'Reset#2026' }),
    ).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('voids the code after five wrong ones: TooManyFailedAttemptsException', async () => {
    await resetPassword({ username: 'clinic' });
    const attempt = (code: string) =>
      confirmResetPassword({ username: 'clinic', confirmationCode: code, newPassword: 'Reset#2026' });
    for (let count = 1; count < 5; count += 1) {
      await expect(attempt('000000')).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await expect(attempt('000000')).rejects.toMatchObject({ name: 'TooManyFailedAttemptsException' });
    await expect(attempt(OFFLINE_CODE)).rejects.toMatchObject({ name: 'ExpiredCodeException' });
  });

  it('limits requests to five an hour (LimitExceededException), and knows its users', async () => {
    for (let count = 0; count < 5; count += 1) await resetPassword({ username: 'group' });
    await expect(resetPassword({ username: 'group' })).rejects.toMatchObject({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    await expect(resetPassword({ username: 'nobody' })).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  }, 30_000);

  it('keeps the change in the database (in memory, never in localStorage), and the reset undoes it', async () => {
    expect(databaseCollections().map(({ name }) => name)).toEqual(
      expect.arrayContaining(['cognitoAccounts', 'cognitoRefreshTokens']),
    );
    await resetPassword({ username: 'sysadmin' });
    await confirmResetPassword({
      username: 'sysadmin',
      confirmationCode: OFFLINE_CODE,
      newPassword: 'Reset#2026',
    });
    expect((await fetch('http://localhost/api/__offline/reset', { method: 'POST' })).status).toBe(204);
    await expect(
      signIn({ username: 'sysadmin', password: OFFLINE_PASSWORD, options: USER_PASSWORD_AUTH }),
    ).resolves.toMatchObject({ isSignedIn: true });
  });
});
