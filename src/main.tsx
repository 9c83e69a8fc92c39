import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAccessTokenProvider } from '@/api/access-token';
import { env } from '@/config/env';
import { App } from '@/app/app';

const startOfflineMode = async () => {
  // The only place production code reaches the offline API, and only in the offline build.
  const { startOfflineApi } = await import('../mocks/browser');
  const { accessToken } = await startOfflineApi();
  setAccessTokenProvider(accessToken);
};

const start = async () => {
  if (env.offline) await startOfflineMode();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
