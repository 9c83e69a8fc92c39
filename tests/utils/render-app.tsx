import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '@/lib/session/session-provider';
import { fakeSessionAuth } from './fake-session-auth';
import { renderWithProviders } from './render';
import { AppRoutes } from '@/app/routes';

/** The app's routes, signed in as a demo user, on a memory location whose history it returns. */
export const renderSignedIn = (username: string, path: string) => {
  const fake = fakeSessionAuth();
  fake.signIn(username);
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <SessionProvider auth={fake.auth} memory={{ read: () => undefined, write: () => undefined }}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </SessionProvider>,
  );
  return location;
};
