import type { AppEnv } from './env-schema';
import { BUILD_TIME_ORIGIN } from './page-origin';

/** The environment as checked at build time (scripts/config/env-plugin.ts), inlined by Vite. */
declare const __APP_ENV__: AppEnv;

const rebase = (checked: AppEnv, origin: string): AppEnv =>
  JSON.parse(JSON.stringify(checked).replaceAll(BUILD_TIME_ORIGIN, origin)) as AppEnv;

/** The app's environment: validated once when built, so a misconfigured build never ships. */
export const env: AppEnv = rebase(__APP_ENV__, window.location.origin);
