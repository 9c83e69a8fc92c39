import { describe, expect, it } from 'vitest';
import { amplifyAuthConfig, configureAmplify, tokenCookieStorage } from './configure';

const userPool = {
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_offline',
  userPoolClientId: 'offlineportalclient',
};

describe('amplifyAuthConfig', () => {
  it('configures a user pool signing in by username, with its endpoint when there is one', () => {
    expect(
      amplifyAuthConfig({ ...userPool, userPoolEndpoint: 'http://localhost/cognito/user-pool' }),
    ).toEqual({
      Cognito: {
        userPoolId: 'ca-central-1_offline',
        userPoolClientId: 'offlineportalclient',
        userPoolEndpoint: 'http://localhost/cognito/user-pool',
        loginWith: { username: true },
      },
    });
  });

  it('adds the identity pool, without guest access', () => {
    const config = amplifyAuthConfig({
      ...userPool,
      identityPoolId: 'ca-central-1:00000000-0000-4000-8000-000000000001',
      identityPoolEndpoint: 'http://localhost/cognito/identity-pool',
    });
    expect(config?.Cognito).toMatchObject({
      identityPoolId: 'ca-central-1:00000000-0000-4000-8000-000000000001',
      identityPoolEndpoint: 'http://localhost/cognito/identity-pool',
    });
    expect(config?.Cognito).not.toHaveProperty('allowGuestAccess');
  });
});

describe('configureAmplify', () => {
  it('keeps the tokens in cookies as SPEC §9 says: a year, secure, path /', () => {
    expect(tokenCookieStorage()).toMatchObject({ path: '/', expires: 365, secure: true, sameSite: 'strict' });
  });

  it('refuses to start without a user pool', () => {
    expect(() => configureAmplify({})).toThrow(/VITE_COGNITO_USER_POOL_ID/);
  });
});
