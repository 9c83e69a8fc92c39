/** An unsigned JWT with these claims, as the stored tokens are read (nothing verifies the signature). */
export const testJwt = (claims: Record<string, unknown>): string => {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'RS256', kid: 'test' })}.${part(claims)}.signature`;
};
