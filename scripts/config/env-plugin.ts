import { loadEnv, type Plugin } from 'vite';
import { parseEnv } from '../../src/config/env-schema';
import { BUILD_TIME_ORIGIN } from '../../src/config/page-origin';

/**
 * Checks the environment with zod when Vite starts (dev server, build, tests) and inlines the
 * result as `__APP_ENV__`: a bad variable stops the build with a clear message, and the browser
 * gets plain data instead of a validation library.
 */
export const envPlugin = (): Plugin => ({
  name: 'dental-portal:env',
  config(config, { command, mode }) {
    // vitest's `test.env` applies to tests only, never to the dev server or a build.
    const testEnv = process.env.VITEST
      ? ((config as { test?: { env?: Record<string, string> } }).test?.env ?? {})
      : {};
    const raw = {
      ...loadEnv(mode, config.envDir === false ? process.cwd() : (config.envDir ?? process.cwd()), 'VITE_'),
      ...testEnv,
      MODE: mode,
      // As import.meta.env.PROD: true for a build, false for the dev server and tests.
      PROD: command === 'build',
    };
    return { define: { __APP_ENV__: JSON.stringify(parseEnv(raw, BUILD_TIME_ORIGIN)) } };
  },
});
