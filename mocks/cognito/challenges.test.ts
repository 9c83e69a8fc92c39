import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTokens, sentOperations, useAmplify } from './amplify-test-client';
import {
  OFFLINE_CODE,
  OFFLINE_CUSTOM_CHALLENGE,
  OFFLINE_PASSWORD,
  OFFLINE_TEMPORARY_PASSWORD,
} from './pool-config';

const DONE = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
const signInAs = (username: string, password = OFFLINE_PASSWORD) => signIn({ username, password });

describe('the demo accounts’ sign-in steps', () => {
  useAmplify();
  afterEach(() => vi.useRealTimers());

  it('newcomer: temporary password, then a new one with the missing names', async () => {
    await expect(signInAs('newcomer')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const step = await signInAs('newcomer', OFFLINE_TEMPORARY_PASSWORD);
    expect(step).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
        missingAttributes: ['given_name', 'family_name'],
      },
    });
    await expect(confirmSignIn({ challengeResponse: 'weakpass' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have numeric characters',
    });
    await expect(confirmSignIn({ challengeResponse: 'Nouveau#2026' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid attributes given, given_name is missing',
    });
    const done = await confirmSignIn({
      challengeResponse: 'Nouveau#2026',
      options: { userAttributes: { given_name: 'Léa', family_name: 'Fortin-Roy' } },
    });
    expect(done).toEqual(DONE);
    expect((await currentTokens()).id.payload).toMatchObject({
      given_name: 'Léa',
      family_name: 'Fortin-Roy',
    });
    await signOut();
    // The new password stays; the temporary one is gone.
    await expect(signInAs('newcomer', OFFLINE_TEMPORARY_PASSWORD)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(signInAs('newcomer', 'Nouveau#2026')).resolves.toEqual(DONE);
  });

  it('choosemfa: chooses SMS or TOTP, then enters the code', async () => {
    expect(await signInAs('choosemfa')).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] },
    });
    expect((await confirmSignIn({ challengeResponse: 'SMS' })).nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******0187' },
    });
    expect(await confirmSignIn({ challengeResponse: OFFLINE_CODE })).toEqual(DONE);
    await signOut();
    await signInAs('choosemfa');
    expect((await confirmSignIn({ challengeResponse: 'TOTP' })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    expect(await confirmSignIn({ challengeResponse: OFFLINE_CODE })).toEqual(DONE);
  });

  it('sms: the code goes to a masked number; a wrong code is a CodeMismatchException', async () => {
    expect(await signInAs('sms')).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******0142' },
      },
    });
    await expect(confirmSignIn({ challengeResponse: '654321' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    // The same session takes another try.
    expect(await confirmSignIn({ challengeResponse: OFFLINE_CODE })).toEqual(DONE);
  });

  it('totp: a wrong code, then the right one; five wrong codes spend the session', async () => {
    expect((await signInAs('totp')).nextStep).toEqual({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    expect(await confirmSignIn({ challengeResponse: OFFLINE_CODE })).toEqual(DONE);
    await signOut();
    await signInAs('totp');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'TooManyFailedAttemptsException',
    });
    await expect(confirmSignIn({ challengeResponse: OFFLINE_CODE })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
  });

  it('setupmfa: sets TOTP up with the secret, and is asked for a TOTP code from then on', async () => {
    const step = await signInAs('setupmfa');
    expect(step.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    if (step.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') return;
    const details = step.nextStep.totpSetupDetails;
    const { sharedSecret } = details;
    expect(sharedSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(details.getSetupUri('Portail').href).toBe(
      `otpauth://totp/Portail:setupmfa?secret=${sharedSecret}&issuer=Portail`,
    );
    expect(sentOperations()).toEqual(['InitiateAuth', 'RespondToAuthChallenge', 'AssociateSoftwareToken']);
    await expect(confirmSignIn({ challengeResponse: '111111' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    expect(
      await confirmSignIn({ challengeResponse: OFFLINE_CODE, options: { friendlyDeviceName: 'Phone' } }),
    ).toEqual(DONE);
    expect(sentOperations().slice(-2)).toEqual(['VerifySoftwareToken', 'RespondToAuthChallenge']);
    await signOut();
    expect((await signInAs('setupmfa')).nextStep).toEqual({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    expect(await confirmSignIn({ challengeResponse: OFFLINE_CODE })).toEqual(DONE);
  });

  it('custom: answers the clinic code; a wrong answer asks again, the third fails the sign-in', async () => {
    expect(await signInAs('custom')).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
        additionalInfo: { USERNAME: 'custom', question: OFFLINE_CUSTOM_CHALLENGE.question },
      },
    });
    expect((await confirmSignIn({ challengeResponse: 'MONTREAL' })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
    );
    expect(await confirmSignIn({ challengeResponse: OFFLINE_CUSTOM_CHALLENGE.answer })).toEqual(DONE);
    await signOut();
    await signInAs('custom');
    await confirmSignIn({ challengeResponse: 'A' });
    await confirmSignIn({ challengeResponse: 'B' });
    await expect(confirmSignIn({ challengeResponse: 'C' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('unconfirmed: CONFIRM_SIGN_UP, but only with the right password', async () => {
    await expect(signInAs('unconfirmed', 'Wrong#2026')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await signInAs('unconfirmed')).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
  });

  it('resetme: RESET_PASSWORD', async () => {
    expect(await signInAs('resetme')).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'RESET_PASSWORD' },
    });
    expect(sentOperations()).toEqual(['InitiateAuth']);
  });

  it('expires a challenge session after 3 minutes', async () => {
    await signInAs('sms');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60 * 1000 + 1000 });
    await expect(confirmSignIn({ challengeResponse: OFFLINE_CODE })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });
});
