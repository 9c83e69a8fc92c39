import {
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  type SignInInput,
} from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { verifyJwt } from '../auth/jwt';
import { OFFLINE_ISSUER } from '../auth/access-tokens';
import { findUserByUsername, NO_PROFILE_USER_ID } from '../db/users';
import { callUserPool, currentTokens, sentOperations, useAmplify } from './amplify-test-client';
import { OFFLINE_CUSTOM_CHALLENGE, OFFLINE_PASSWORD, OFFLINE_USER_POOL_CLIENT_ID } from './pool-config';

const API = 'http://localhost/api';

const profileStatus = async () => {
  const { access } = await currentTokens();
  const response = await fetch(`${API}/users/profile`, {
    headers: { authorization: `Bearer ${access.toString()}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('USER_SRP_AUTH, the default flow', () => {
  useAmplify();

  it('signs a seeded user in, with tokens that carry the Cognito claims', async () => {
    await expect(signIn({ username: 'clinic', password: OFFLINE_PASSWORD })).resolves.toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    expect(sentOperations()).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    const user = findUserByUsername('clinic');
    const { access, id } = await currentTokens();
    expect(id.payload).toMatchObject({
      sub: user?.id,
      'cognito:username': 'clinic',
      iss: OFFLINE_ISSUER,
      aud: OFFLINE_USER_POOL_CLIENT_ID,
      token_use: 'id',
      email: user?.email,
      given_name: 'Geneviève',
      family_name: 'Ouellet',
      'custom:permissions': 'analytik',
    });
    expect(access.payload).toMatchObject({
      sub: user?.id,
      'cognito:username': 'clinic',
      token_use: 'access',
    });
    expect(access.payload.origin_jti).toEqual(id.payload.origin_jti);
    expect((access.payload.exp ?? 0) - (access.payload.iat ?? 0)).toBe(3600);
    // Signed with the offline key, so the offline API's auth gate takes it.
    expect(await verifyJwt(access.toString())).toMatchObject({ sub: user?.id });
    expect(await getCurrentUser()).toMatchObject({ username: 'clinic', userId: user?.id });
  });

  it('leaves custom:permissions out for a user without permissions', async () => {
    await signIn({ username: 'group', password: OFFLINE_PASSWORD });
    expect((await currentTokens()).id.payload).not.toHaveProperty('custom:permissions');
  });

  it('rejects a wrong password after verifying the SRP proof', async () => {
    await expect(signIn({ username: 'clinic', password: 'Portal#2025' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(sentOperations()).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('takes the username in any case, and answers UserNotFoundException for an unknown one', async () => {
    await expect(signIn({ username: 'SysAdmin', password: OFFLINE_PASSWORD })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect((await currentTokens()).id.payload['cognito:username']).toBe('sysadmin');
    await signOut();
    await expect(signIn({ username: 'nobody', password: OFFLINE_PASSWORD })).rejects.toMatchObject({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('gives access tokens the offline API accepts, for the right user', async () => {
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    expect(await profileStatus()).toMatchObject({ status: 200, body: { username: 'clinic' } });
    expect(await fetchUserAttributes()).toMatchObject({
      sub: findUserByUsername('clinic')?.id,
      email: findUserByUsername('clinic')?.email,
      'custom:permissions': 'analytik',
    });
  });

  it('signs noprofile in with its fixed sub; /users/profile answers 404, noroles has no roles', async () => {
    await signIn({ username: 'noprofile', password: OFFLINE_PASSWORD });
    expect((await currentTokens()).id.payload.sub).toBe(NO_PROFILE_USER_ID);
    expect((await profileStatus()).status).toBe(404);
    await signOut();
    await signIn({ username: 'noroles', password: OFFLINE_PASSWORD });
    expect(await profileStatus()).toMatchObject({ status: 200, body: { username: 'noroles', roles: [] } });
  });

  it('locks a user out after five wrong passwords in a row', async () => {
    const wrong: SignInInput = {
      username: 'sysadmin',
      password: 'Wrong#2026',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(signIn(wrong)).rejects.toMatchObject({ message: 'Incorrect username or password.' });
    }
    await expect(signIn({ username: 'sysadmin', password: OFFLINE_PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });
});

describe('other flows', () => {
  useAmplify();

  it('signs in with USER_PASSWORD_AUTH, and rejects a wrong password there too', async () => {
    const options = { authFlowType: 'USER_PASSWORD_AUTH' } as const;
    await expect(signIn({ username: 'readonly', password: 'nope', options })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(
      signIn({ username: 'readonly', password: OFFLINE_PASSWORD, options }),
    ).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect(sentOperations()).toEqual(['InitiateAuth', 'InitiateAuth']);
  });

  it('asks the clinic code in CUSTOM_AUTH, with and without SRP', async () => {
    const withoutSrp = await signIn({
      username: 'sysadmin',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    });
    expect(withoutSrp.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { USERNAME: 'sysadmin', question: OFFLINE_CUSTOM_CHALLENGE.question },
    });
    await signOut();
    const withSrp = await signIn({
      username: 'sysadmin',
      password: OFFLINE_PASSWORD,
      options: { authFlowType: 'CUSTOM_WITH_SRP' },
    });
    expect(withSrp.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
  });
});

describe('the wire format', () => {
  it('answers errors with x-amzn-errortype and { __type, message }', async () => {
    const response = await callUserPool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: OFFLINE_USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: 'clinic', PASSWORD: 'wrong' },
    });
    expect(response).toEqual({
      status: 400,
      errorType: 'NotAuthorizedException',
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
  });

  it('answers malformed calls with InvalidParameterException, a foreign client with ResourceNotFound', async () => {
    const missing = await callUserPool('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: OFFLINE_USER_POOL_CLIENT_ID,
    });
    expect(missing).toMatchObject({ errorType: 'InvalidParameterException' });
    expect(missing.body.message).toBe('Missing required parameter USERNAME');
    const badA = await callUserPool('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: OFFLINE_USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: 'clinic', SRP_A: '0' },
    });
    expect(badA.errorType).toBe('InvalidParameterException');
    const foreign = await callUserPool('ForgotPassword', { ClientId: 'someoneelse', Username: 'clinic' });
    expect(foreign.errorType).toBe('ResourceNotFoundException');
    const session = await callUserPool('RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: OFFLINE_USER_POOL_CLIENT_ID,
      Session: 'forged',
      ChallengeResponses: { USERNAME: 'sms', SMS_MFA_CODE: '123456' },
    });
    expect(session).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'Invalid session for the user.' },
    });
    expect((await callUserPool('AdminCreateUser', {})).errorType).toBe('UnknownOperationException');
  });
});
