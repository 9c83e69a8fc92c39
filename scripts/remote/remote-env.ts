import {
  OFFLINE_IDENTITY_POOL_ID,
  OFFLINE_REGION,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../mocks/cognito/pool-config';

export interface RemotePorts {
  /** The HTTP offline API and its Cognito emulator. */
  api: number;
  /** The production build's page. */
  app: number;
}

export const DEFAULT_REMOTE_PORTS: RemotePorts = {
  api: Number(process.env.MOCK_PORT ?? 4010),
  app: Number(process.env.REMOTE_PORT ?? 5174),
};

/**
 * The page and the API on two origins, as in production: the page on `localhost`, the API on
 * `127.0.0.1` (another host, so another site too), so that CORS, preflights and the bearer
 * header are the browser's real ones.
 */
export const remoteOrigins = ({ api, app }: RemotePorts) => ({
  app: `http://localhost:${app}`,
  api: `http://127.0.0.1:${api}`,
});

/**
 * The production build's environment against the HTTP offline API: every VITE_ variable of
 * docs/remote-mode.md set (empty meaning "not set"), so a developer's .env.local cannot change it. To point
 * the same build at a real backend, set these to its API, user pool and app client instead
 * (docs/remote-mode.md).
 */
export const remoteBuildEnv = (ports: RemotePorts): Record<string, string> => {
  const { api } = remoteOrigins(ports);
  return {
    VITE_OFFLINE: 'false',
    VITE_API_BASE_URL: `${api}/api`,
    VITE_COGNITO_REGION: OFFLINE_REGION,
    VITE_COGNITO_USER_POOL_ID: OFFLINE_USER_POOL_ID,
    VITE_COGNITO_CLIENT_ID: OFFLINE_USER_POOL_CLIENT_ID,
    VITE_COGNITO_IDENTITY_POOL_ID: OFFLINE_IDENTITY_POOL_ID,
    VITE_COGNITO_USER_POOL_ENDPOINT: `${api}/cognito/user-pool`,
    VITE_COGNITO_IDENTITY_POOL_ENDPOINT: `${api}/cognito/identity-pool`,
    VITE_HOSTED_LOGOUT_URL: '',
    VITE_RELEASE: '',
    VITE_SENTRY_DSN: '',
    VITE_SENTRY_TUNNEL: '',
    VITE_POSTHOG_KEY: '',
    VITE_POSTHOG_HOST: '',
    VITE_FLAGSMITH_ENVIRONMENT_ID: '',
    VITE_FLAGSMITH_API_URL: '',
  };
};
