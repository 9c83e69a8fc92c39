import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRelease } from './new-release';
import { reloadOnce, RELOAD_LOOP_MS, RELOAD_MARK, type ReloadDeps } from './release-state';
import { watchReleases } from './release-watch';

const memoryReload = (now = 1_000_000) => {
  const stored = new Map<string, string>();
  const deps = {
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    },
    clock: now,
    now: () => deps.clock,
    reload: vi.fn(),
  };
  return deps satisfies ReloadDeps;
};

const unsaved = { hasUnsavedChanges: () => false, confirmLeave: () => Promise.resolve(true) };
const staleCode = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
const regainFocus = () => window.dispatchEvent(new Event('focus'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  newRelease.set(false);
  window.history.replaceState(null, '', '/');
});

describe('reloadOnce', () => {
  it('reloads, then refuses again within the loop window, then reloads once it has passed', () => {
    const deps = memoryReload();
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.storage.getItem(RELOAD_MARK)).toBe(String(deps.clock));
    deps.clock += RELOAD_LOOP_MS - 1;
    expect(reloadOnce(deps)).toBe(false);
    deps.clock += 1;
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });
});

describe('watchReleases', () => {
  it('loads the page again when the code of the previous build can no longer be downloaded, once', async () => {
    const reload = memoryReload();
    stop = watchReleases({ unsaved, buildId: 'a', fetchBuildId: () => Promise.resolve('b'), reload });
    staleCode();
    await flush();
    staleCode();
    await flush();
    expect(reload.reload).toHaveBeenCalledOnce();
    expect(newRelease.get()).toBe(true);
  });

  it('asks before reloading over unsaved changes, and stays when the person does', async () => {
    const reload = memoryReload();
    let answer = false;
    const confirmLeave = vi.fn(() => Promise.resolve(answer));
    const fetchBuildId = () => Promise.resolve('b');
    stop = watchReleases({
      unsaved: { hasUnsavedChanges: () => true, confirmLeave },
      buildId: 'a',
      fetchBuildId,
      reload,
    });
    staleCode();
    await flush();
    expect(confirmLeave).toHaveBeenCalledOnce();
    expect(reload.reload).not.toHaveBeenCalled();
    answer = true;
    staleCode();
    await flush();
    expect(reload.reload).toHaveBeenCalledOnce();
  });

  it('does not loop when the page that came back still misses its code', async () => {
    const reload = memoryReload();
    reload.storage.setItem(RELOAD_MARK, String(reload.clock - 5_000));
    stop = watchReleases({ unsaved, buildId: 'a', fetchBuildId: () => Promise.resolve('b'), reload });
    staleCode();
    await flush();
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('does not reload for code missing without a release: offline, or the same build deployed', async () => {
    const reload = memoryReload();
    let deployed = (): Promise<string> => Promise.reject(new Error('offline'));
    stop = watchReleases({ unsaved, buildId: 'a', fetchBuildId: () => deployed(), reload });
    staleCode();
    await flush();
    deployed = () => Promise.resolve('a');
    staleCode();
    await flush();
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('announces a newer build when the tab regains focus, and takes it at the next move to another screen', async () => {
    const reload = memoryReload();
    let deployed = 'a';
    const fetchBuildId = vi.fn(() => Promise.resolve(deployed));
    stop = watchReleases({ unsaved, buildId: 'a', fetchBuildId, reload });
    regainFocus();
    await flush();
    expect(newRelease.get()).toBe(false);

    deployed = 'b';
    regainFocus();
    await flush();
    expect(newRelease.get()).toBe(true);
    expect(reload.reload).not.toHaveBeenCalled();

    // A change of the query on the same screen (a filter) is not a move.
    window.history.pushState(null, '', '/?page=2');
    window.dispatchEvent(new Event('pushState'));
    expect(reload.reload).not.toHaveBeenCalled();

    window.history.pushState(null, '', '/communications/history');
    window.dispatchEvent(new Event('pushState'));
    expect(reload.reload).toHaveBeenCalledOnce();
  });

  it('keeps quiet when the version file cannot be read', async () => {
    const reload = memoryReload();
    stop = watchReleases({
      unsaved,
      buildId: 'a',
      fetchBuildId: () => Promise.reject(new Error('offline')),
      reload,
    });
    regainFocus();
    await flush();
    expect(newRelease.get()).toBe(false);
  });
});
