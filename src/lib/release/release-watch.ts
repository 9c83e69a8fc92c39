import { newRelease } from './new-release';
import {
  fetchDeployedBuildId,
  pageBuildId,
  reloadOnce,
  type ReloadDeps,
  type UnsavedChanges,
} from './release-state';

export interface ReleaseWatchOptions {
  /** The leave guard's registry of unsaved forms. */
  unsaved: UnsavedChanges;
  /** This page's build; read from index.html. */
  buildId?: string | undefined;
  fetchBuildId?: () => Promise<string | undefined>;
  /** How the page is loaded again (tests replace it); sessionStorage and location by default. */
  reload?: ReloadDeps;
  /** A move to another screen checks the version file at most this often; focus always does. */
  navigationCheckMs?: number;
}

/**
 * Keeps a tab left open in step with releases (docs/decisions/040-releases-under-an-open-tab.md):
 *
 * - a failed download of the app's code (Vite's `vite:preloadError`: a chunk of the previous build
 *   that the host no longer has), once the version file confirms a newer build, loads the same
 *   address again, into the new build, once (a second failure within RELOAD_LOOP_MS shows the
 *   error as before); with unsaved changes it asks first;
 * - the version file is compared with this page's build when the tab regains focus or moves to
 *   another screen; a newer one is announced (release-notice.tsx) and taken at the next move to
 *   another screen, as a full load of that screen's address.
 *
 * Returns the stop function.
 */
export const watchReleases = ({
  unsaved: { hasUnsavedChanges, confirmLeave },
  buildId = pageBuildId(),
  fetchBuildId = fetchDeployedBuildId,
  reload,
  navigationCheckMs = 60_000,
}: ReleaseWatchOptions): (() => void) => {
  let checking = false;
  let lastCheck = -Infinity;
  let taking = false;
  let shownPath = window.location.pathname;

  /** Whether the host serves another build than this page's; false when that cannot be read. */
  const isReleased = async (): Promise<boolean> => {
    if (newRelease.get()) return true;
    const deployed = await fetchBuildId().catch(() => undefined);
    const released = Boolean(buildId && deployed && deployed !== buildId);
    if (released) newRelease.set(true);
    return released;
  };

  const check = () => {
    if (!buildId || checking || newRelease.get()) return;
    checking = true;
    lastCheck = performance.now();
    // Offline or a host without the file: the next focus tries again.
    void isReleased().finally(() => {
      checking = false;
    });
  };

  const take = () => {
    if (taking) return;
    taking = reloadOnce(reload);
  };

  // The failure itself still reaches whoever imported the code (its error boundary), as before.
  // Only a release reloads: offline, or with this same build deployed, the code is missing for
  // another reason, a reload would not bring it, and offline it would end on the browser's own
  // error page instead of the portal's offline banner.
  let recovering = false;
  const onStaleCode = () => {
    if (taking || recovering) return;
    recovering = true;
    void isReleased()
      .then(async (released) => {
        if (!released) return;
        // Reloading would drop what a form holds: ask with the leave guard's dialog. If its own
        // code cannot come either, reload: the guard's beforeunload makes the browser ask instead.
        if (hasUnsavedChanges() && !(await confirmLeave().catch(() => true))) return;
        take();
      })
      .finally(() => {
        recovering = false;
      });
  };

  const onFocus = () => {
    if (document.visibilityState === 'visible') check();
  };

  // The router has already put the new address in place (its pushState), or Back has.
  const onNavigate = () => {
    const path = window.location.pathname;
    if (path === shownPath) return;
    shownPath = path;
    if (newRelease.get()) take();
    else if (performance.now() - lastCheck >= navigationCheckMs) check();
  };

  // The notice's code now, while this build's files are still there (release-notice-slot.tsx).
  import('./release-notice').catch(() => undefined);
  window.addEventListener('vite:preloadError', onStaleCode);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  window.addEventListener('pushState', onNavigate);
  window.addEventListener('popstate', onNavigate);
  return () => {
    window.removeEventListener('vite:preloadError', onStaleCode);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    window.removeEventListener('pushState', onNavigate);
    window.removeEventListener('popstate', onNavigate);
  };
};
