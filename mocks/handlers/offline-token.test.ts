import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GetUserProfileResponse } from '@/api/generated/users/users.zod';
import { verifyJwt } from '../auth/jwt';
import { findCognitoUser } from '../cognito/cognito-users';
import { signInResult } from '../cognito/tokens';
import { API, parsed, problemOf } from './api-test-client';

const TokenResponse = z.object({ accessToken: z.string().min(1), expiresIn: z.int().positive() });

const requestToken = (body: unknown) =>
  fetch(`${API}/__offline/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /__offline/token', () => {
  it('issues, without a token, an access token whose sub is the seeded user', async () => {
    const response = await requestToken({ username: 'clinic', lifetimeSeconds: 120 });
    expect(response.status).toBe(200);
    const { accessToken, expiresIn } = await parsed(TokenResponse, response);
    expect(expiresIn).toBe(120);
    const claims = await verifyJwt(accessToken);
    expect(claims?.exp).toBe((claims?.iat ?? 0) + 120);

    const profile = await fetch(`${API}/users/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const user = await parsed(GetUserProfileResponse, profile);
    expect(user).toMatchObject({ id: claims?.sub, username: 'clinic' });
  });

  it('answers 404 for a username without a profile and 400 for a bad body', async () => {
    for (const username of ['nobody', 'noprofile']) {
      expect((await problemOf(await requestToken({ username }))).status).toBe(404);
    }
    const bad = await requestToken({ username: '', lifetimeSeconds: 0 });
    expect((await problemOf(bad)).errors?.map((error) => error.field).sort()).toEqual([
      'lifetimeSeconds',
      'username',
    ]);
  });

  it('takes only an access token of the pool as bearer: an ID token gets 401, as from the real API', async () => {
    const user = findCognitoUser('clinic');
    if (!user) throw new Error('The seeded Cognito account clinic is missing');
    const { AccessToken, IdToken } = await signInResult(user);
    const profile = (token: string) =>
      fetch(`${API}/users/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await profile(AccessToken)).status).toBe(200);
    expect((await problemOf(await profile(IdToken))).status).toBe(401);
  });
});
