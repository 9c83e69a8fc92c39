/**
 * What the session needs from the identity provider. Amplify implements it
 * (src/lib/amplify/amplify-session-auth.ts); tests may plug another one in.
 */
export interface AuthIdentity {
  /** The identity token's claims: the permissions live there (custom:permissions). */
  idTokenClaims: Record<string, unknown>;
  /** Signed in through the provider's hosted login page: signing out ends there too. */
  hostedLogin: boolean;
}

export type AuthEvent =
  /** New tokens: the claims (and so the permissions) may have changed. */
  | { type: 'tokensRefreshed' }
  /**
   * The tokens could not be refreshed. `refreshTokenRefused`: the refresh token is no longer
   * valid (expired, revoked, user gone) and the provider has dropped the tokens; otherwise the
   * failure is transient (network, throttling) and the tokens are kept for the next try.
   */
  | { type: 'refreshFailed'; error: unknown; refreshTokenRefused: boolean }
  /** Signed out, by this session or by anyone else calling the provider. */
  | { type: 'signedOut' };

export interface SessionAuth {
  /**
   * The signed-in identity, refreshing expired tokens first; undefined when nobody is signed
   * in. Rejects when the provider cannot be reached.
   */
  currentIdentity: () => Promise<AuthIdentity | undefined>;
  /**
   * Renews the tokens now, whatever their expiry says (the API refused the current ones): true
   * with new tokens, false when the refresh token is refused. Rejects when the provider cannot be
   * reached.
   */
  renew: () => Promise<boolean>;
  /** Signs out: revokes the refresh token and clears the stored tokens. */
  signOut: () => Promise<void>;
  /** Subscribes to the provider's events; returns the unsubscribe function. */
  listen: (listener: (event: AuthEvent) => void) => () => void;
}
