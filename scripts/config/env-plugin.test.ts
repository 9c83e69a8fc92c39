import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envPlugin } from './env-plugin';

type ConfigHook = (config: UserConfig, env: ConfigEnv) => { define: Record<string, string> };

const inlined = (config: UserConfig, env: ConfigEnv) => {
  const hook = envPlugin().config as unknown as ConfigHook;
  return JSON.parse(hook(config, env).define.__APP_ENV__ ?? 'null') as Record<string, unknown>;
};

const withTestEnv = { test: { env: { VITE_API_BASE_URL: 'http://localhost/api' } } } as UserConfig;

// This process runs under vitest, whose test.env is in process.env: start from a clean slate.
beforeEach(() => vi.stubEnv('VITE_API_BASE_URL', undefined));
afterEach(() => vi.unstubAllEnvs());

describe('envPlugin', () => {
  it('inlines the checked environment of the mode, as a build sees it', () => {
    const env = inlined({}, { command: 'build', mode: 'offline' });
    expect(env).toMatchObject({ mode: 'offline', production: true, offline: true, apiBaseUrl: '/api' });
  });

  it('applies the test settings to tests only, never to the dev server', () => {
    vi.stubEnv('VITEST', '');
    expect(inlined(withTestEnv, { command: 'serve', mode: 'offline' }).apiBaseUrl).toBe('/api');
    vi.stubEnv('VITEST', 'true');
    expect(inlined(withTestEnv, { command: 'serve', mode: 'test' }).apiBaseUrl).toBe('http://localhost/api');
  });

  it('stops the build on a bad variable, naming it', () => {
    vi.stubEnv('VITE_COGNITO_USER_POOL_ID', 'ca-central-1_Abc');
    vi.stubEnv('VITE_COGNITO_CLIENT_ID', '');
    expect(() => inlined({}, { command: 'build', mode: 'production' })).toThrow(/VITE_COGNITO_CLIENT_ID/);
  });
});
