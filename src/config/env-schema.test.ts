import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

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
      supportPhone: '1 855 555-0142',
      supportEmail: 'support@portail-dentaire.ca',
      productName: 'Portail dentaire',
      environment: 'production',
    });
  });

  it('defaults the API to /api and refuses a malformed flag with a readable message', () => {
    expect(parseEnv({ MODE: 'offline', PROD: false, VITE_OFFLINE: 'true' }).apiBaseUrl).toBe('/api');
    expect(() => parseEnv({ MODE: 'x', PROD: false, VITE_OFFLINE: 'yes' })).toThrow(
      /Invalid environment configuration[\s\S]*VITE_OFFLINE/,
    );
  });
});

describe('parseEnv: Cognito', () => {
  const base = { MODE: 'production', PROD: true };
  const offline = {
    MODE: 'offline',
    PROD: false,
    VITE_OFFLINE: 'true',
    VITE_COGNITO_USER_POOL_ID: 'ca-central-1_offline',
    VITE_COGNITO_CLIENT_ID: 'offlineportalclient',
    VITE_COGNITO_IDENTITY_POOL_ID: 'ca-central-1:00000000-0000-4000-8000-000000000001',
    VITE_COGNITO_USER_POOL_ENDPOINT: '/cognito/user-pool',
    VITE_COGNITO_IDENTITY_POOL_ENDPOINT: '/cognito/identity-pool',
  };

  it('leaves sign-in unconfigured when no user pool is set', () => {
    expect(parseEnv(base).cognito).toBeUndefined();
    expect(
      parseEnv({ ...base, VITE_COGNITO_USER_POOL_ID: '', VITE_COGNITO_CLIENT_ID: ' ' }).cognito,
    ).toBeUndefined();
  });

  it('resolves endpoint paths against the page origin, for the offline emulator', () => {
    expect(parseEnv(offline, 'http://localhost:5173').cognito).toEqual({
      region: 'ca-central-1',
      userPoolId: 'ca-central-1_offline',
      userPoolClientId: 'offlineportalclient',
      identityPoolId: 'ca-central-1:00000000-0000-4000-8000-000000000001',
      userPoolEndpoint: 'http://localhost:5173/cognito/user-pool',
      identityPoolEndpoint: 'http://localhost:5173/cognito/identity-pool',
    });
  });

  it('keeps absolute endpoints and the hosted logout page, and omits what is not set', () => {
    const parsed = parseEnv({
      ...base,
      VITE_COGNITO_REGION: 'ca-west-1',
      VITE_COGNITO_USER_POOL_ID: 'ca-west-1_AbC123',
      VITE_COGNITO_CLIENT_ID: '1h2k3j4l5m6n7o8p9q0r',
      VITE_COGNITO_USER_POOL_ENDPOINT: 'https://idp.example.ca/pool',
      VITE_HOSTED_LOGOUT_URL: 'https://login.example.ca/logout?client_id=1',
    });
    expect(parsed.cognito).toEqual({
      region: 'ca-west-1',
      userPoolId: 'ca-west-1_AbC123',
      userPoolClientId: '1h2k3j4l5m6n7o8p9q0r',
      userPoolEndpoint: 'https://idp.example.ca/pool',
    });
    expect(parsed.hostedLogoutUrl).toBe('https://login.example.ca/logout?client_id=1');
  });

  it('refuses a half-done or inconsistent configuration with the variable named', () => {
    const refuses = (raw: Record<string, unknown>, variable: string, origin: string | null = 'http://x') =>
      expect(() => parseEnv({ ...base, ...raw }, origin)).toThrow(
        new RegExp(`Invalid environment configuration[\\s\\S]*${variable}`),
      );
    refuses({ VITE_COGNITO_USER_POOL_ID: 'ca-central-1_x1' }, 'VITE_COGNITO_CLIENT_ID');
    refuses({ VITE_COGNITO_CLIENT_ID: 'abc' }, 'VITE_COGNITO_USER_POOL_ID');
    refuses(
      { VITE_COGNITO_USER_POOL_ID: 'us-east-1_x1', VITE_COGNITO_CLIENT_ID: 'abc' },
      'VITE_COGNITO_USER_POOL_ID',
    );
    refuses({ ...offline, VITE_COGNITO_IDENTITY_POOL_ID: 'us-east-1:1234' }, 'VITE_COGNITO_IDENTITY_POOL_ID');
    refuses({ VITE_COGNITO_REGION: 'Canada' }, 'VITE_COGNITO_REGION');
    refuses({ ...offline, VITE_COGNITO_USER_POOL_ENDPOINT: 'cognito' }, 'VITE_COGNITO_USER_POOL_ENDPOINT');
    // A path with no page to resolve it against (a Node script) cannot become a URL.
    refuses(offline, 'VITE_COGNITO_USER_POOL_ENDPOINT', null);
    refuses(
      { VITE_COGNITO_IDENTITY_POOL_ENDPOINT: 'https://id.example.ca' },
      'VITE_COGNITO_IDENTITY_POOL_ENDPOINT',
    );
    refuses({ VITE_HOSTED_LOGOUT_URL: 'javascript:alert(1)' }, 'VITE_HOSTED_LOGOUT_URL');
  });
});

describe('parseEnv: error reporting, analytics and feature flags', () => {
  const base = { MODE: 'staging', PROD: false };

  it('turns each service off when its key is absent or blank', () => {
    const parsed = parseEnv({
      ...base,
      VITE_SENTRY_DSN: ' ',
      VITE_POSTHOG_KEY: '',
      VITE_FLAGSMITH_API_URL: '',
    });
    expect(parsed).not.toHaveProperty('sentry');
    expect(parsed).not.toHaveProperty('posthog');
    expect(parsed).not.toHaveProperty('flagsmith');
    expect(parsed.environment).toBe('staging');
  });

  it('reads the keys, resolves offline paths against the page and calls a production build production', () => {
    const parsed = parseEnv(
      {
        MODE: 'offline',
        PROD: true,
        VITE_RELEASE: 'portal@1.2.3',
        VITE_SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
        VITE_SENTRY_TUNNEL: '/__telemetry/sentry',
        VITE_POSTHOG_KEY: 'phc_offline',
        VITE_POSTHOG_HOST: '/__telemetry/posthog',
        VITE_FLAGSMITH_ENVIRONMENT_ID: 'offline-environment',
        VITE_FLAGSMITH_API_URL: '/__telemetry/flagsmith/api/v1/',
      },
      'http://localhost:5173',
    );
    expect(parsed).toMatchObject({
      environment: 'production',
      release: 'portal@1.2.3',
      sentry: {
        dsn: 'https://public@o1.ingest.sentry.io/42',
        tunnel: 'http://localhost:5173/__telemetry/sentry',
      },
      posthog: { key: 'phc_offline', host: 'http://localhost:5173/__telemetry/posthog' },
      flagsmith: {
        environmentId: 'offline-environment',
        apiUrl: 'http://localhost:5173/__telemetry/flagsmith/api/v1/',
      },
    });
  });

  it('defaults Flagsmith to its edge API and refuses analytics without a host or a malformed DSN', () => {
    expect(parseEnv({ ...base, VITE_FLAGSMITH_ENVIRONMENT_ID: 'abc' }).flagsmith).toEqual({
      environmentId: 'abc',
      apiUrl: 'https://edge.api.flagsmith.com/api/v1/',
    });
    expect(() => parseEnv({ ...base, VITE_POSTHOG_KEY: 'phc_x' })).toThrow(/VITE_POSTHOG_HOST/);
    expect(() => parseEnv({ ...base, VITE_SENTRY_DSN: 'not-a-dsn' })).toThrow(/VITE_SENTRY_DSN/);
    expect(() => parseEnv({ ...base, VITE_SENTRY_TUNNEL: 'https://t.example.ca' })).toThrow(
      /VITE_SENTRY_TUNNEL/,
    );
  });
});
