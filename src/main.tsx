import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { configureAmplify } from '@/lib/amplify/configure';
import { App } from '@/app/app';

const start = async () => {
  if (env.offline) {
    // The only place production code reaches the offline API, and only in the offline mode:
    // the worker (with the Cognito emulator) must answer before Amplify reads its session.
    const { startOfflineApi } = await import('../mocks/browser');
    await startOfflineApi();
  }
  configureAmplify(env);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
