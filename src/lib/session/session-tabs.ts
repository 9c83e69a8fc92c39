import type { SessionAuth } from './session-auth';
import type { SessionCoreBase } from './session-core-base';
import type { SessionErrorCode } from './session-error';

/** What one tab tells the others of the same browser, whose tokens (cookies) it shares. */
export type TabMessage =
  /** The session ended here: signed out, or the refresh token refused (`sessionExpired`). */
  | { type: 'signedOut'; reason?: 'sessionExpired' }
  /** Someone signed in here; `user` is their identity's subject. */
  | { type: 'signedIn'; user: string };

export interface TabChannel {
  post: (message: TabMessage) => void;
  listen: (listener: (message: TabMessage) => void) => () => void;
  close: () => void;
}

export const SESSION_CHANNEL = 'dental-portal/session';

/** The browser's BroadcastChannel between the tabs of one origin; undefined where it does not exist. */
export const broadcastTabChannel = (name = SESSION_CHANNEL): TabChannel | undefined => {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
};

/** Who the identity token names: its subject (Cognito's `sub`), or its username. */
export const subjectOf = (claims: Record<string, unknown>): string | undefined => {
  const subject = claims.sub ?? claims['cognito:username'];
  return typeof subject === 'string' ? subject : undefined;
};

export interface SessionTabsOptions {
  auth: Pick<SessionAuth, 'currentIdentity'>;
  /** Loads the session from the stored tokens (the store's load), showing nothing of the last one. */
  reload: () => Promise<unknown>;
  channel?: TabChannel | undefined;
  /** Where the tab says it is shown again (visibilitychange); document by default. */
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface SessionTabs {
  /** This tab's session is `user`'s; `announce` after a sign-in here, for the other tabs. */
  signedInAs: (user: string | undefined, announce: boolean) => void;
  close: () => void;
}

/**
 * One session for every tab of the browser (docs/decisions/042-one-session-across-tabs.md). The
 * tabs share the tokens (cookies), not their screens: without this, a tab kept showing, and
 * asking the API for, the last user's data after a sign-out in another.
 *
 * - A sign-out or an expiry in one tab signs the others out at once: their cache and screens are
 *   emptied (the guards then show the sign-in screen), the expiry with its message.
 * - A sign-in as someone else in one tab moves the others that were signed in to that person
 *   (emptied first, so that nothing of the first user shows under the second's tokens).
 * - A tab shown again checks the stored tokens itself: it may have missed a message (a frozen tab,
 *   a browser without BroadcastChannel).
 * - The selected practice stays each tab's own: nothing of it is sent.
 */
export const joinSessionTabs = (
  core: SessionCoreBase,
  { auth, reload, channel = broadcastTabChannel(), visibility = document }: SessionTabsOptions,
): SessionTabs => {
  let user: string | undefined;
  let relaying = false;

  /** Ends this tab's session without telling the others (they told us). */
  const endHere = (error?: SessionErrorCode) => {
    user = undefined;
    const snapshot = core.snapshot();
    if (snapshot.status === 'signedOut') {
      // The reason may come second (below): the sign-in screen says it.
      if (error && snapshot.error !== error) core.commit({ ...snapshot, error });
      return;
    }
    core.cancel();
    relaying = true;
    try {
      core.clear(error);
    } finally {
      relaying = false;
    }
  };

  /** Another user's tokens are stored now: forget this one's data, then read theirs. */
  const follow = (next: string) => {
    endHere();
    user = next;
    void reload();
  };

  core.onClear = (error) => {
    // An expiry clears twice: Amplify's sign-out event first, then the expiry with its reason,
    // which the other tabs must hear too.
    if (relaying || (user === undefined && error !== 'sessionExpired')) return;
    user = undefined;
    channel?.post({ type: 'signedOut', ...(error === 'sessionExpired' ? { reason: error } : {}) });
  };

  const unlisten = channel?.listen((message) => {
    if (message.type === 'signedOut') endHere(message.reason);
    // A tab on the sign-in screen stays there; a tab of the same user has nothing to change.
    else if (user !== undefined && message.user !== user) follow(message.user);
  });

  const onShown = () => {
    if (visibility.visibilityState !== 'visible' || user === undefined) return;
    const shownFor = user;
    auth
      .currentIdentity()
      .then((identity) => {
        if (user !== shownFor) return;
        const stored = identity && subjectOf(identity.idTokenClaims);
        if (!stored) endHere();
        else if (stored !== shownFor) follow(stored);
      })
      // The provider out of reach: the next API call says so, as before.
      .catch(() => undefined);
  };
  visibility.addEventListener('visibilitychange', onShown);

  return {
    signedInAs: (next, announce) => {
      user = next;
      if (announce && next) channel?.post({ type: 'signedIn', user: next });
    },
    close: () => {
      unlisten?.();
      channel?.close();
      visibility.removeEventListener('visibilitychange', onShown);
      core.onClear = undefined;
    },
  };
};
