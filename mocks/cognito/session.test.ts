import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  getCurrentUser,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { describe, expect, it } from 'vitest';
import {
  callUserPool,
  currentTokens,
  sentOperations,
  storedRefreshToken,
  useAmplify,
} from './amplify-test-client';
import { OFFLINE_CODE, OFFLINE_PASSWORD, OFFLINE_USER_POOL_CLIENT_ID } from './pool-config';
import { setTokenLifetimeSeconds } from './tokens';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Amplify refreshes when fewer than 5 s are left: a 6 s token is due for refresh after 1 s. */
const SHORT_LIFETIME = 6;
const UNTIL_DUE_MS = 1100;

const apiStatus = async (accessToken: string) =>
  (await fetch('http://localhost/api/users/profile', { headers: { authorization: `Bearer ${accessToken}` } }))
    .status;

describe('tokens and refresh', () => {
  useAmplify();

  it('refreshes short-lived tokens with GetTokensFromRefreshToken', async () => {
    setTokenLifetimeSeconds(SHORT_LIFETIME);
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    const before = await currentTokens();
    expect((before.access.payload.exp ?? 0) - (before.access.payload.iat ?? 0)).toBe(SHORT_LIFETIME);
    await sleep(UNTIL_DUE_MS);
    const after = await currentTokens();
    expect(sentOperations()).toContain('GetTokensFromRefreshToken');
    expect(after.access.toString()).not.toBe(before.access.toString());
    expect(after.access.payload).toMatchObject({
      sub: before.access.payload.sub,
      origin_jti: before.access.payload.origin_jti,
      auth_time: before.access.payload.auth_time,
    });
    expect(after.id.payload['custom:permissions']).toBe('analytik');
    expect(await apiStatus(after.access.toString())).toBe(200);
  });

  it('answers REFRESH_TOKEN_AUTH through InitiateAuth as well (older Amplify)', async () => {
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    const response = await callUserPool('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: OFFLINE_USER_POOL_CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: storedRefreshToken('clinic') },
    });
    expect(response.status).toBe(200);
    expect(response.body.AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    expect(response.body.AuthenticationResult).not.toHaveProperty('RefreshToken');
  });

  it('signs out after a failed refresh (revoked refresh token)', async () => {
    setTokenLifetimeSeconds(SHORT_LIFETIME);
    await signIn({ username: 'sysadmin', password: OFFLINE_PASSWORD });
    const failures: string[] = [];
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh_failure') failures.push(payload.event);
    });
    await callUserPool('RevokeToken', {
      ClientId: OFFLINE_USER_POOL_CLIENT_ID,
      Token: storedRefreshToken('sysadmin'),
    });
    await sleep(UNTIL_DUE_MS);
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    stop();
    expect(failures).toEqual(['tokenRefresh_failure']);
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
  });

  it('revokes the refresh token on signOut: it no longer refreshes, GetUser refuses the access token', async () => {
    await signIn({ username: 'group', password: OFFLINE_PASSWORD });
    const refreshToken = storedRefreshToken('group');
    const { access } = await currentTokens();
    await signOut();
    expect(sentOperations()).toContain('RevokeToken');
    expect(
      await callUserPool('GetTokensFromRefreshToken', {
        ClientId: OFFLINE_USER_POOL_CLIENT_ID,
        RefreshToken: refreshToken,
      }),
    ).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'Refresh Token has been revoked' },
    });
    expect(await callUserPool('GetUser', { AccessToken: access.toString() })).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'Access Token has been revoked' },
    });
  });

  it('changes the password of a signed-in user; a global sign-out revokes every refresh token', async () => {
    await signIn({ username: 'readonly', password: OFFLINE_PASSWORD });
    await expect(
      updatePassword({ oldPassword: 'Wrong#2026', newPassword: 'Chang3#2026' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await updatePassword({ oldPassword: OFFLINE_PASSWORD, newPassword: 'Chang3#2026' });
    const refreshToken = storedRefreshToken('readonly');
    await signOut({ global: true });
    expect(sentOperations()).toContain('GlobalSignOut');
    expect(
      await callUserPool('GetTokensFromRefreshToken', {
        ClientId: OFFLINE_USER_POOL_CLIENT_ID,
        RefreshToken: refreshToken,
      }),
    ).toMatchObject({ errorType: 'NotAuthorizedException' });
    await expect(signIn({ username: 'readonly', password: 'Chang3#2026' })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });

  it('sets TOTP up for a signed-in user and makes it the sign-in factor', async () => {
    await signIn({ username: 'readonly', password: OFFLINE_PASSWORD });
    const { sharedSecret } = await setUpTOTP();
    expect(sharedSecret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(verifyTOTPSetup({ code: '999999' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await verifyTOTPSetup({ code: OFFLINE_CODE });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toMatchObject({ preferred: 'TOTP', enabled: ['TOTP'] });
    await signOut();
    expect((await signIn({ username: 'readonly', password: OFFLINE_PASSWORD })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    expect((await confirmSignIn({ challengeResponse: OFFLINE_CODE })).isSignedIn).toBe(true);
  });
});

describe('the identity pool', () => {
  useAmplify({ identityPool: true });

  it('gives a signed-in user credentials and the same identity id on every sign-in', async () => {
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    const first = await fetchAuthSession();
    expect(first.identityId).toMatch(/^ca-central-1:[0-9a-f-]{36}$/);
    expect(first.credentials).toMatchObject({
      accessKeyId: expect.stringMatching(/^ASIA[A-Z2-7]{16}$/) as unknown,
      secretAccessKey: expect.any(String) as unknown,
      sessionToken: expect.any(String) as unknown,
    });
    expect(sentOperations()).toEqual(expect.arrayContaining(['GetId', 'GetCredentialsForIdentity']));
    await signOut();
    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    expect((await fetchAuthSession()).identityId).toBe(first.identityId);
  });

  it('gives guests credentials for 50 minutes', async () => {
    const guest = await fetchAuthSession();
    expect(guest.tokens).toBeUndefined();
    expect(guest.identityId).toMatch(/^ca-central-1:/);
    const expiresInMinutes = ((guest.credentials?.expiration?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(49);
    expect(expiresInMinutes).toBeLessThanOrEqual(50);
  });
});
