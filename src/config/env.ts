import { z } from 'zod';

/**
 * The environment, parsed once at start-up so that a misconfigured build fails with a clear
 * message instead of misbehaving later. Only VITE_* variables reach the browser.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  MODE: z.string(),
  PROD: z.boolean(),
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /** Serve every call from the offline API in the browser (npm start). */
  VITE_OFFLINE: booleanFlag,
  VITE_RELEASE: z.string().optional(),
});

export interface AppEnv {
  mode: string;
  production: boolean;
  apiBaseUrl: string;
  offline: boolean;
  /**
   * A response that breaks its contract throws in development, tests and the offline mode;
   * in a production build against a real backend it is reported as drift and the screen goes on.
   */
  strictContracts: boolean;
}

export const parseEnv = (raw: Record<string, unknown>): AppEnv => {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(result.error)}`);
  }
  const parsed = result.data;
  return {
    mode: parsed.MODE,
    production: parsed.PROD,
    apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/+$/, ''),
    offline: parsed.VITE_OFFLINE,
    strictContracts: !parsed.PROD || parsed.VITE_OFFLINE,
  };
};

export const env: AppEnv = parseEnv(import.meta.env);
