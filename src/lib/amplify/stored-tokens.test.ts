import { describe, expect, it } from 'vitest';
import { FRESH_FOR_MS, hasStoredTokens, jwtClaims, readStoredTokens, tokenKeyPrefix } from './stored-tokens';
import { testJwt } from './stored-tokens.test-support';

const CLIENT = 'budgetclient';

describe('hasStoredTokens', () => {
  it('finds any Amplify key of this client among the cookies', () => {
    expect(tokenKeyPrefix(CLIENT)).toBe('CognitoIdentityServiceProvider.budgetclient.');
    expect(
      hasStoredTokens('lang=fr; CognitoIdentityServiceProvider.budgetclient.LastAuthUser=clinic', CLIENT),
    ).toBe(true);
    expect(
      hasStoredTokens('CognitoIdentityServiceProvider.budgetclient.clinic.refreshToken=abc', CLIENT),
    ).toBe(true);
  });

  it('reads names as js-cookie writes them (encoded)', () => {
    expect(hasStoredTokens('CognitoIdentityServiceProvider.a%2Bb.x%40y.accessToken=1', 'a+b')).toBe(true);
  });

  it('ignores other clients, other cookies, and values that only contain the key', () => {
    expect(hasStoredTokens('', CLIENT)).toBe(false);
    expect(hasStoredTokens('CognitoIdentityServiceProvider.otherclient.LastAuthUser=x', CLIENT)).toBe(false);
    expect(hasStoredTokens('note=CognitoIdentityServiceProvider.budgetclient.LastAuthUser', CLIENT)).toBe(
      false,
    );
    expect(hasStoredTokens('%E0%A4%A=1', CLIENT)).toBe(false);
  });
});

describe('readStoredTokens', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const exp = (ms: number) => Math.floor((now + ms) / 1000);
  const cookiesOf = (user: string, tokens: Record<string, string>, client = CLIENT) =>
    [
      `lang=fr`,
      `${encodeURIComponent(`${tokenKeyPrefix(client)}LastAuthUser`)}=${encodeURIComponent(user)}`,
      ...Object.entries(tokens).map(
        ([name, value]) =>
          `${encodeURIComponent(`${tokenKeyPrefix(client)}${user}.${name}`)}=${encodeURIComponent(value)}`,
      ),
    ].join('; ');

  it("reads the last user's fresh tokens and their claims, names and values encoded as js-cookie writes them", () => {
    const accessToken = testJwt({ exp: exp(3_600_000), scope: 'openid' });
    const idToken = testJwt({ exp: exp(3_600_000), name: 'Amélie Côté', 'custom:permissions': '[]' });
    const stored = readStoredTokens(cookiesOf('amélie@clinique.ca', { accessToken, idToken }), CLIENT, now);
    expect(stored?.accessToken).toBe(accessToken);
    expect(stored?.idClaims.name).toBe('Amélie Côté');
    expect(stored?.accessClaims.scope).toBe('openid');
  });

  it('leaves to Amplify tokens that expire within a minute, by the stored clock drift too', () => {
    const idToken = testJwt({ exp: exp(3_600_000) });
    const soon = testJwt({ exp: exp(FRESH_FOR_MS - 1000) });
    expect(
      readStoredTokens(cookiesOf('clinic', { accessToken: soon, idToken }), CLIENT, now),
    ).toBeUndefined();
    const inTwoMinutes = testJwt({ exp: exp(120_000) });
    expect(
      readStoredTokens(cookiesOf('clinic', { accessToken: inTwoMinutes, idToken }), CLIENT, now),
    ).toBeDefined();
    // The device's clock is 90 s behind the server's: two minutes are thirty seconds.
    expect(
      readStoredTokens(
        cookiesOf('clinic', { accessToken: inTwoMinutes, idToken, clockDrift: '90000' }),
        CLIENT,
        now,
      ),
    ).toBeUndefined();
    expect(
      readStoredTokens(cookiesOf('clinic', { accessToken: inTwoMinutes, idToken: soon }), CLIENT, now),
    ).toBeUndefined();
  });

  it('finds nothing without both tokens, for another client, or in what is not a JWT', () => {
    const token = testJwt({ exp: exp(3_600_000) });
    expect(readStoredTokens(cookiesOf('clinic', { accessToken: token }), CLIENT, now)).toBeUndefined();
    expect(
      readStoredTokens(cookiesOf('clinic', { accessToken: token, idToken: token }, 'other'), CLIENT, now),
    ).toBeUndefined();
    expect(
      readStoredTokens(cookiesOf('clinic', { accessToken: 'abc', idToken: token }), CLIENT, now),
    ).toBeUndefined();
    expect(readStoredTokens('', CLIENT, now)).toBeUndefined();
    expect(jwtClaims('a.W10.b')).toBeUndefined();
    expect(jwtClaims('a.%%%.b')).toBeUndefined();
  });
});
