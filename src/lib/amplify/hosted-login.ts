type Claims = Record<string, unknown> | undefined;

/**
 * Whether the tokens come from the provider's hosted login page rather than from this app's
 * sign-in form (InitiateAuth). Federated users carry the `identities` claim in their ID token;
 * tokens of the hosted page's authorization-code flow carry the `openid` scope, which
 * InitiateAuth tokens never have (their scope is aws.cognito.signin.user.admin).
 */
export const isHostedLogin = (idTokenClaims: Claims, accessTokenClaims: Claims): boolean => {
  const identities = idTokenClaims?.identities;
  if (Array.isArray(identities) && identities.length > 0) return true;
  const scope = accessTokenClaims?.scope;
  return typeof scope === 'string' && scope.split(/\s+/).includes('openid');
};
