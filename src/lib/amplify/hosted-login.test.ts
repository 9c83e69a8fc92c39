import { describe, expect, it } from 'vitest';
import { isRefusedRefresh } from './amplify-session-auth';
import { isHostedLogin } from './hosted-login';

describe('isHostedLogin', () => {
  it('recognises federated users and tokens of the hosted page', () => {
    expect(
      isHostedLogin(
        { identities: [{ providerName: 'AzureAD' }] },
        { scope: 'aws.cognito.signin.user.admin' },
      ),
    ).toBe(true);
    expect(isHostedLogin({}, { scope: 'openid email profile' })).toBe(true);
  });

  it('leaves out tokens of the sign-in form (InitiateAuth) and unreadable ones', () => {
    expect(isHostedLogin({ identities: [] }, { scope: 'aws.cognito.signin.user.admin' })).toBe(false);
    expect(isHostedLogin(undefined, undefined)).toBe(false);
    expect(isHostedLogin({ identities: 'x' }, { scope: 42 })).toBe(false);
  });
});

describe('isRefusedRefresh', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('is true for the failures after which Amplify drops the tokens', () => {
    expect(isRefusedRefresh(named('NotAuthorizedException'))).toBe(true);
    expect(isRefusedRefresh(named('RefreshTokenReuseException'))).toBe(true);
    expect(isRefusedRefresh(named('UserNotFoundException'))).toBe(true);
  });

  it('is false for network and service failures, which keep the tokens', () => {
    expect(isRefusedRefresh(named('NetworkError'))).toBe(false);
    expect(isRefusedRefresh(named('TooManyRequestsException'))).toBe(false);
    expect(isRefusedRefresh(undefined)).toBe(false);
  });
});
