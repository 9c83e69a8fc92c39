import type { DatabaseArea } from '../db/area';
import { cognitoAccounts, seedCognitoAccounts } from './cognito-users';
import { resetPasswordAttempts } from './password-attempts';
import { clearSessions } from './sessions';
import { refreshTokens } from './tokens';

/**
 * The user pool's state as an area of the offline database, back to the seed with the rest.
 * Refresh tokens persist across reloads (as hashes: mocks/cognito/tokens.ts), so a session
 * outlives a reload; the accounts (password verifiers, TOTP secrets) stay in memory, so a reload
 * undoes a password change or an authenticator set-up. Seeded after the users area: the demo
 * records take their users' ids.
 */
export const cognitoArea: DatabaseArea = {
  name: 'cognito',
  collections: { cognitoAccounts, cognitoRefreshTokens: refreshTokens },
  memoryOnly: ['cognitoAccounts'],
  async seed() {
    await seedCognitoAccounts();
  },
  // The in-memory state goes back to nothing with the collections.
  clearMemory() {
    clearSessions();
    resetPasswordAttempts();
  },
};
