import type * as AmplifyAuth from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenKeyPrefix } from './stored-tokens';
import { testJwt } from './stored-tokens.test-support';

const CLIENT = 'budgetclient';

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
    expect(loader.maySignedInSessionExist(() => `${tokenKeyPrefix(CLIENT)}LastAuthUser=clinic`)).toBe(true);
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
    // The deferred configuration was applied when Amplify loaded, and only once.
    expect(loader.takeDeferredConfiguration()).toBeUndefined();
    const { Amplify } = await import('aws-amplify');
    expect(Amplify.getConfig().Auth?.Cognito.userPoolClientId).toBe(CLIENT);
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it('calls the API with the stored token while it is fresh, and leaves the expiring one to Amplify', async () => {
    const { loader, fetchAuthSession, getAccessToken } = await freshLoader();
    const loaded = vi.fn();
    loader.whenAmplifyLoaded(loaded);
    loader.configureAmplifyOnDemand({
      cognito: { region: 'ca-central-1', userPoolId: 'ca-central-1_Budget', userPoolClientId: CLIENT },
    });
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const prefix = `${tokenKeyPrefix(CLIENT)}clinic`;
    document.cookie = `${tokenKeyPrefix(CLIENT)}LastAuthUser=clinic`;
    document.cookie = `${prefix}.accessToken=${testJwt({ exp: inAnHour, scope: 'aws.cognito.signin.user.admin' })}`;
    document.cookie = `${prefix}.idToken=${testJwt({ exp: inAnHour, 'custom:permissions': '[]' })}`;
    try {
      await expect(getAccessToken()).resolves.toBe(
        testJwt({ exp: inAnHour, scope: 'aws.cognito.signin.user.admin' }),
      );
      expect(loaded).not.toHaveBeenCalled();
      // Thirty seconds left: Amplify loads and refreshes it.
      document.cookie = `${prefix}.accessToken=${testJwt({ exp: Math.floor(Date.now() / 1000) + 30 })}`;
      await expect(getAccessToken()).resolves.toBe('access-token');
      expect(fetchAuthSession).toHaveBeenCalledOnce();
      expect(loaded).toHaveBeenCalledOnce();
    } finally {
      for (const name of ['LastAuthUser', 'clinic.accessToken', 'clinic.idToken'])
        document.cookie = `${tokenKeyPrefix(CLIENT)}${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });
});
