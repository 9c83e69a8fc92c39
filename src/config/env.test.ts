import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('makes contract violations loud outside production and in the offline build', () => {
    expect(parseEnv({ MODE: 'development', PROD: false }).strictContracts).toBe(true);
    expect(parseEnv({ MODE: 'production', PROD: true, VITE_OFFLINE: 'true' }).strictContracts).toBe(true);
    expect(
      parseEnv({ MODE: 'production', PROD: true, VITE_API_BASE_URL: 'https://api.example.ca/' }),
    ).toEqual({
      mode: 'production',
      production: true,
      apiBaseUrl: 'https://api.example.ca',
      offline: false,
      strictContracts: false,
    });
  });

  it('defaults the API to /api and refuses a malformed flag with a readable message', () => {
    expect(parseEnv({ MODE: 'offline', PROD: false, VITE_OFFLINE: 'true' }).apiBaseUrl).toBe('/api');
    expect(() => parseEnv({ MODE: 'x', PROD: false, VITE_OFFLINE: 'yes' })).toThrow(
      /Invalid environment configuration[\s\S]*VITE_OFFLINE/,
    );
  });
});
