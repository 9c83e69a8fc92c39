import type * as AmplifyAuth from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredTokens, tokenKeyPrefix } from './amplify-loader';

const CLIENT = 'budgetclient';

describe('hasStoredTokens', () => {
  it('finds any Amplify key of this client among the cookies', () => {
    expect(tokenKeyPrefix(CLIENT)).toBe('CognitoIdentityServiceProvider.budgetclient.');
    expect(
      hasStoredTokens('lang=fr; CognitoIdentityServiceProvider.budgetclient.LastAuthUser=clinic', CLIENT),
    ).toBe(true);
    expect(
      hasStoredTokens('CognitoIdentityServiceProvider.budgetclient.clinic.refreshToken=abc', CLIENT),
    ).toBe(true);
  });

  it('reads names as js-cookie writes them (encoded)', () => {
    expect(hasStoredTokens('CognitoIdentityServiceProvider.a%2Bb.x%40y.accessToken=1', 'a+b')).toBe(true);
  });

  it('ignores other clients, other cookies, and values that only contain the key', () => {
    expect(hasStoredTokens('', CLIENT)).toBe(false);
    expect(hasStoredTokens('CognitoIdentityServiceProvider.otherclient.LastAuthUser=x', CLIENT)).toBe(false);
    expect(hasStoredTokens('note=CognitoIdentityServiceProvider.budgetclient.LastAuthUser', CLIENT)).toBe(
      false,
    );
    expect(hasStoredTokens('%E0%A4%A=1', CLIENT)).toBe(false);
  });
});

describe('configureAmplifyOnDemand', () => {
  afterEach(() => {
    vi.doUnmock('aws-amplify/auth');
    vi.resetModules();
  });

  /** A fresh loader (module state) with Amplify's auth module replaced by a spy. */
  const freshLoader = async () => {
    vi.resetModules();
    const fetchAuthSession = vi.fn(() =>
      Promise.resolve({ tokens: { accessToken: { toString: () => 'access-token' } } }),
    );
    vi.doMock('aws-amplify/auth', async (original) => ({
      ...(await original<typeof AmplifyAuth>()),
      fetchAuthSession,
    }));
    const loader = await import('./amplify-loader');
    const accessToken = await import('@/api/access-token');
    return { loader, fetchAuthSession, getAccessToken: accessToken.getAccessToken };
  };

  it('refuses to start without a user pool, as configureAmplify does', async () => {
    const { loader } = await freshLoader();
    expect(() => loader.configureAmplifyOnDemand({})).toThrow(/VITE_COGNITO_USER_POOL_ID/);
  });

  it('answers "nobody" without loading Amplify when no token of the client is stored', async () => {
    const { loader, fetchAuthSession, getAccessToken: token } = await freshLoader();
    const loaded = vi.fn();
    loader.whenAmplifyLoaded(loaded);
    loader.configureAmplifyOnDemand({
      cognito: { region: 'ca-central-1', userPoolId: 'ca-central-1_Budget', userPoolClientId: CLIENT },
    });
    expect(loader.maySignedInSessionExist(() => 'lang=fr')).toBe(false);
    await expect(token()).resolves.toBeUndefined();
    expect(fetchAuthSession).not.toHaveBeenCalled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads and configures Amplify once, telling the listeners before the callers', async () => {
    const { loader, fetchAuthSession } = await freshLoader();
    loader.configureAmplifyOnDemand({
      cognito: { region: 'ca-central-1', userPoolId: 'ca-central-1_Budget', userPoolClientId: CLIENT },
    });
    expect(loader.maySignedInSessionExist(() => `${loader.tokenKeyPrefix(CLIENT)}LastAuthUser=clinic`)).toBe(
      true,
    );
    const order: string[] = [];
    loader.whenAmplifyLoaded(() => order.push('listener'));
    const [first, second] = await Promise.all([loader.loadAmplify(), loader.loadAmplify()]);
    order.push('caller');
    expect(first).toBe(second);
    expect(order).toEqual(['listener', 'caller']);
    // Loaded, Amplify answers from now on, stored tokens or not.
    expect(loader.maySignedInSessionExist(() => '')).toBe(true);
    const late = vi.fn();
    loader.whenAmplifyLoaded(late);
    expect(late).toHaveBeenCalledOnce();
    // The deferred configuration was applied by ./configured, and only once.
    expect(loader.takeDeferredConfiguration()).toBeUndefined();
    const { Amplify } = await import('aws-amplify');
    expect(Amplify.getConfig().Auth?.Cognito.userPoolClientId).toBe(CLIENT);
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });
});
