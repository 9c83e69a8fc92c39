import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env-schema';
import { BUILD_TIME_ORIGIN } from '../../src/config/page-origin';
import {
  connectSources,
  contentSecurityPolicy,
  headersFile,
  nginxSnippet,
  securityHeaders,
} from './security-headers';

const build = (variables: Record<string, string>) =>
  parseEnv({ MODE: 'production', PROD: true, ...variables }, BUILD_TIME_ORIGIN);

const REAL_BACKEND = build({
  VITE_API_BASE_URL: 'https://api.portal.example.ca/v1',
  VITE_COGNITO_REGION: 'ca-central-1',
  VITE_COGNITO_USER_POOL_ID: 'ca-central-1_AbCdEf123',
  VITE_COGNITO_CLIENT_ID: 'client123',
  VITE_COGNITO_IDENTITY_POOL_ID: 'ca-central-1:00000000-0000-4000-8000-000000000002',
  VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/123',
  VITE_POSTHOG_KEY: 'phc_x',
  VITE_POSTHOG_HOST: 'https://eu.i.posthog.com',
  VITE_FLAGSMITH_ENVIRONMENT_ID: 'env',
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it('lets the page reach exactly the services the build is configured with', () => {
    expect(connectSources(REAL_BACKEND)).toEqual([
      "'self'",
      'https://api.portal.example.ca',
      'https://cognito-idp.ca-central-1.amazonaws.com',
      'https://cognito-identity.ca-central-1.amazonaws.com',
      'https://o1.ingest.sentry.io',
      'https://eu.i.posthog.com',
      'https://edge.api.flagsmith.com',
    ]);
  });

  it('keeps the offline mode on its own origin: endpoints and tunnels are paths', () => {
    const offline = build({
      VITE_OFFLINE: 'true',
      VITE_API_BASE_URL: '/api',
      VITE_COGNITO_USER_POOL_ID: 'ca-central-1_offline',
      VITE_COGNITO_CLIENT_ID: 'offlineportalclient',
      VITE_COGNITO_USER_POOL_ENDPOINT: '/cognito/user-pool',
      VITE_SENTRY_DSN: 'https://offline@sentry.offline.invalid/1',
      VITE_SENTRY_TUNNEL: '/__telemetry/sentry',
    });
    expect(connectSources(offline)).toEqual(["'self'"]);
  });

  it('allows no eval, no plugin, no framing, no foreign base; inline styles only', () => {
    const policy = contentSecurityPolicy(REAL_BACKEND);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|\*|http:/);
  });

  it('writes the same headers for Netlify or Cloudflare, and for nginx', () => {
    const headers = securityHeaders(REAL_BACKEND);
    const file = headersFile(headers, 'assets');
    expect(file).toContain('/*\n  Content-Security-Policy: default-src');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    const nginx = nginxSnippet(headers, 'assets');
    expect(nginx).toContain(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    );
    expect(nginx).toContain('try_files $uri $uri.html /index.html;');
    expect(nginx.match(/add_header Content-Security-Policy/g)).toHaveLength(2);
  });
});
