import type { DatabaseArea } from '../db/area';
import { cognitoAccounts, seedCognitoAccounts } from './cognito-users';
import { resetPasswordAttempts } from './password-attempts';
import { clearSessions } from './sessions';
import { refreshTokens } from './tokens';

/**
 * The user pool's state as an area of the offline database: what users changed (passwords, TOTP,
 * resets) and the refresh tokens persist across reloads and go back to the seed with the rest.
 * Seeded after the users area: the demo records take their users' ids.
 */
export const cognitoArea: DatabaseArea = {
  name: 'cognito',
  collections: { cognitoAccounts, cognitoRefreshTokens: refreshTokens },
  async seed() {
    await seedCognitoAccounts();
  },
  // The in-memory state goes back to nothing with the collections.
  clearMemory() {
    clearSessions();
    resetPasswordAttempts();
  },
};
