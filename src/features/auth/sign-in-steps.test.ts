import { describe, expect, it } from 'vitest';
import { UnexpectedSignInStepError } from './auth-errors';
import { otpauthUri, toSignInState, type AmplifyNextStep } from './sign-in-steps';

const map = (nextStep: AmplifyNextStep) => toSignInState(nextStep, 'setupmfa');

describe('toSignInState (SPEC §4)', () => {
  it('maps every supported step to its screen', () => {
    expect(map({ signInStep: 'DONE' })).toEqual({ step: 'done' });
    expect(
      map({
        signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
        missingAttributes: ['given_name', 'family_name'],
      }),
    ).toEqual({
      step: 'newPassword',
      username: 'setupmfa',
      missingAttributes: ['given_name', 'family_name'],
    });
    expect(map({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' })).toMatchObject({
      missingAttributes: [],
    });
    expect(
      map({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] }),
    ).toEqual({
      step: 'chooseMfa',
      username: 'setupmfa',
      allowed: ['SMS', 'TOTP'],
    });
    expect(
      map({
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******0142' },
      }),
    ).toEqual({ step: 'smsCode', username: 'setupmfa', destination: '+*******0142' });
    expect(map({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' })).toEqual({
      step: 'totpCode',
      username: 'setupmfa',
    });
    expect(
      map({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: { sharedSecret: 'ABC234', getSetupUri: () => new URL('otpauth://totp/x') },
      }),
    ).toEqual({ step: 'totpSetup', username: 'setupmfa', secret: 'ABC234' });
    expect(
      map({
        signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
        additionalInfo: { question: 'Clinic code?' },
      }),
    ).toEqual({ step: 'customChallenge', username: 'setupmfa', question: 'Clinic code?' });
    expect(map({ signInStep: 'RESET_PASSWORD' })).toEqual({ step: 'resetPassword', username: 'setupmfa' });
    expect(map({ signInStep: 'CONFIRM_SIGN_UP' })).toEqual({ step: 'confirmSignUp', username: 'setupmfa' });
  });

  it('keeps SMS and TOTP only as MFA choices', () => {
    expect(
      map({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['EMAIL', 'TOTP'] }),
    ).toMatchObject({
      allowed: ['TOTP'],
    });
    expect(map({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' })).toMatchObject({
      allowed: ['SMS', 'TOTP'],
    });
  });

  it("throws 'Unexpected new step: {step}' for any other step", () => {
    for (const signInStep of [
      'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
      'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
    ] as const) {
      const attempt = () => map({ signInStep });
      expect(attempt).toThrow(UnexpectedSignInStepError);
      expect(attempt).toThrow(`Unexpected new step: ${signInStep}`);
    }
  });
});

describe('otpauthUri', () => {
  it('labels the entry with the product name and the username, encoded', () => {
    expect(otpauthUri({ issuer: 'Dental portal', account: 'setupmfa', secret: 'ABC234' })).toBe(
      'otpauth://totp/Dental%20portal:setupmfa?secret=ABC234&issuer=Dental%20portal',
    );
    expect(otpauthUri({ issuer: 'Portail dentaire', account: 'léa@clinique', secret: 'X' })).toBe(
      'otpauth://totp/Portail%20dentaire:l%C3%A9a%40clinique?secret=X&issuer=Portail%20dentaire',
    );
  });
});
