import { describe, expect, it } from 'vitest';
import { databaseCollections } from '../db/database';
import { findUserByUsername } from '../db/users';
import { findByToken, refreshTokens, signInResult } from './tokens';
import { findCognitoUser } from './cognito-users';

describe('what the offline mode keeps in localStorage', () => {
  it('never saves the Cognito accounts (password verifiers, TOTP secrets)', () => {
    const saved = Object.fromEntries(databaseCollections().map(({ name, saved }) => [name, saved]));
    expect(saved.cognitoAccounts).toBe(false);
    expect(saved.cognitoRefreshTokens).toBe(true);
    expect(saved.practices).toBe(true);
  });

  it('keeps a hash of each refresh token, never the token', async () => {
    const user = findCognitoUser('clinic');
    if (!user || !findUserByUsername('clinic')) throw new Error('no clinic demo user');
    const { RefreshToken } = await signInResult(user);
    expect(RefreshToken.length).toBeGreaterThan(40);
    expect(JSON.stringify(refreshTokens.all())).not.toContain(RefreshToken);
    expect(findByToken(RefreshToken)).toMatchObject({ username: 'clinic', revoked: false });
    expect(findByToken(`${RefreshToken}x`)).toBeUndefined();
  });
});
