/**
 * What the HTTP client does when the API answers 401 (an expired or revoked session). The session
 * layer installs a handler once someone is signed in (src/lib/session/session-store.ts):
 * - `first`: the first 401 of a call: renew the tokens; true to send the call again, once;
 * - `again`: the call was refused again with renewed tokens: the session is over.
 * Without a handler (signed out, tests), a 401 is returned to the caller as it is.
 */
export type UnauthorizedHandler = (moment: 'first' | 'again') => Promise<boolean>;

const none: UnauthorizedHandler = () => Promise.resolve(false);

let handler: UnauthorizedHandler = none;

export const setUnauthorizedHandler = (next: UnauthorizedHandler): (() => void) => {
  handler = next;
  return () => {
    if (handler === next) handler = none;
  };
};

export const handleUnauthorized: UnauthorizedHandler = (moment) => handler(moment);
