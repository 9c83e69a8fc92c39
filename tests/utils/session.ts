import { setAccessTokenProvider } from '@/api/access-token';
import { issueAccessToken } from '../../mocks/auth/access-tokens';
import { findUserByUsername } from '../../mocks/db/users';

/** Calls the offline API as a seeded demo user (until sign-in: a token straight from the mock). */
export const signInAs = (username: string): void => {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`No demo user ${username} in the offline database`);
  setAccessTokenProvider(() => issueAccessToken({ id: user.id, username }));
};
