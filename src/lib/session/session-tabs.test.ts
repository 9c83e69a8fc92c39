import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { readyQueryClient } from '@/api/query-client-source';
import { sessionStoreHarness } from '../../../tests/utils/session-store-harness';
import type { AuthIdentity } from './session-auth';
import { createSessionCore } from './session-core';
import { joinSessionTabs, subjectOf, type TabChannel, type TabMessage } from './session-tabs';

/** Two tabs' ends of one channel: what one posts, the other hears (not itself), at once. */
const channelPair = (): [TabChannel & { sent: TabMessage[] }, TabChannel & { sent: TabMessage[] }] => {
  const listeners = [new Set<(message: TabMessage) => void>(), new Set<(message: TabMessage) => void>()];
  const end = (mine: 0 | 1) => {
    const sent: TabMessage[] = [];
    return {
      sent,
      post: (message: TabMessage) => {
        sent.push(message);
        for (const listener of listeners[1 - mine] ?? []) listener(message);
      },
      listen: (listener: (message: TabMessage) => void) => {
        listeners[mine]?.add(listener);
        return () => listeners[mine]?.delete(listener);
      },
      close: () => listeners[mine]?.clear(),
    };
  };
  return [end(0), end(1)];
};

const visibility = () => {
  const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  return Object.assign(new EventTarget(), state);
};

/** A tab signed in as `user`, its cache holding that user's data. */
const signedInTab = (channel: TabChannel, user: string, stored?: AuthIdentity) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['history', user], ['Patient of the first user']);
  const core = createSessionCore(readyQueryClient(queryClient));
  core.commit({ status: 'signedIn', practices: [], permissions: [], switchingPractice: false });
  const reload = vi.fn(() => Promise.resolve());
  const shown = visibility();
  const tabs = joinSessionTabs(core, {
    auth: { currentIdentity: () => Promise.resolve(stored) },
    reload,
    channel,
    visibility: shown,
  });
  tabs.signedInAs(user, false);
  return { core, queryClient, reload, tabs, shown };
};

describe('one session across the tabs of a browser', () => {
  it('signs every other tab out, emptying its cache, when one signs out; none answers back', () => {
    const [here, there] = channelPair();
    const first = signedInTab(here, 'user-1');
    const second = signedInTab(there, 'user-1');

    first.core.clear();

    expect(second.core.snapshot()).toMatchObject({ status: 'signedOut' });
    expect(second.core.snapshot().error).toBeUndefined();
    expect(second.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(here.sent).toEqual([{ type: 'signedOut' }]);
    expect(there.sent).toEqual([]);
  });

  it('says why on the other tabs when the session expired in one', () => {
    const [here, there] = channelPair();
    const first = signedInTab(here, 'user-1');
    const second = signedInTab(there, 'user-1');

    // As an expiry does: Amplify's sign-out event clears first, then the expiry with its reason.
    first.core.clear();
    first.core.clear('sessionExpired');

    expect(here.sent).toEqual([{ type: 'signedOut' }, { type: 'signedOut', reason: 'sessionExpired' }]);
    expect(second.core.snapshot()).toMatchObject({ status: 'signedOut', error: 'sessionExpired' });
  });

  it("moves a tab to the user who signed in elsewhere, forgetting the first user's data before reading", () => {
    const [here, there] = channelPair();
    const first = signedInTab(here, 'user-1');
    const other = signedInTab(there, 'user-1');

    other.tabs.signedInAs('user-1', true);
    expect(first.reload).not.toHaveBeenCalled();

    other.tabs.signedInAs('user-2', true);
    expect(first.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(first.core.snapshot().status).toBe('signedOut');
    expect(first.reload).toHaveBeenCalledOnce();
  });

  it('leaves a tab on the sign-in screen where it is when someone signs in elsewhere', () => {
    const [here, there] = channelPair();
    const first = signedInTab(here, 'user-1');
    const other = signedInTab(there, 'user-1');
    first.core.clear();

    other.tabs.signedInAs('user-2', true);

    expect(first.reload).not.toHaveBeenCalled();
  });

  it('checks the stored tokens when shown again: another user is followed, none signs out', async () => {
    const [here] = channelPair();
    const switched = signedInTab(here, 'user-1', { idTokenClaims: { sub: 'user-2' }, hostedLogin: false });
    switched.shown.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(switched.reload).toHaveBeenCalledOnce());

    const [alone] = channelPair();
    const ended = signedInTab(alone, 'user-1');
    ended.shown.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(ended.core.snapshot().status).toBe('signedOut'));
    expect(ended.reload).not.toHaveBeenCalled();
  });

  it('names the user by the identity token’s subject, or its username', () => {
    expect(subjectOf({ sub: 'a', 'cognito:username': 'b' })).toBe('a');
    expect(subjectOf({ 'cognito:username': 'b' })).toBe('b');
    expect(subjectOf({})).toBeUndefined();
  });
});

describe('the session store across tabs', () => {
  it('signs a second store out when the first signs out, through the browser channel', async () => {
    const first = sessionStoreHarness();
    const second = sessionStoreHarness();
    first.fake.signIn('clinic');
    second.fake.signIn('clinic');
    await first.start();
    await second.start();
    expect(second.store.getSnapshot().status).toBe('signedIn');

    await first.store.signOut();

    await vi.waitFor(() => expect(second.store.getSnapshot().status).toBe('signedOut'));
    expect(second.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('moves a second store to the user signed in with the first', async () => {
    const first = sessionStoreHarness();
    const second = sessionStoreHarness();
    second.fake.signIn('clinic');
    await second.start();
    expect(second.store.getSnapshot().user?.username).toBe('clinic');

    first.fake.signIn('group');
    await first.start();
    // The tokens are the browser's: the second tab now reads the group's.
    second.fake.signIn('group');
    await first.store.reload();

    await vi.waitFor(() => expect(second.store.getSnapshot().user?.username).toBe('group'));
  });
});
