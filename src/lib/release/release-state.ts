/** The build this page runs: the build writes it into index.html (scripts/release/version-file-plugin.ts). */
export const pageBuildId = (doc: Document = document): string | undefined =>
  doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || undefined;

/** The build the host serves now, from the version file every build writes; never from a cache. */
export const fetchDeployedBuildId = async (): Promise<string | undefined> => {
  const response = await fetch(`${import.meta.env.BASE_URL}version.json`, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const version = (await response.json()) as { buildId?: unknown };
  return typeof version.buildId === 'string' ? version.buildId : undefined;
};

/** When the last reload for a release started, in this tab (sessionStorage keeps it across the load). */
export const RELOAD_MARK = 'dental-portal/release-reload';

/**
 * A reload within this time of the last one does not happen: the page that came back still
 * misses its code, so it is not a release (a host that lost files, a proxy) and reloading again
 * would loop. The error then shows as any other.
 */
export const RELOAD_LOOP_MS = 30_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserReload: ReloadDeps = {
  get storage() {
    return window.sessionStorage;
  },
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

/**
 * Loads the page's address again, into the build the host serves now; false when a reload for a
 * release happened less than RELOAD_LOOP_MS ago (nothing is done then).
 */
export const reloadOnce = ({ storage, now, reload }: ReloadDeps = browserReload): boolean => {
  const last = Number(storage.getItem(RELOAD_MARK) ?? 0);
  if (now() - last < RELOAD_LOOP_MS) return false;
  storage.setItem(RELOAD_MARK, String(now()));
  reload();
  return true;
};

/**
 * What the release code needs of the leave guard (src/lib/navigation/leave-guard.ts), handed in by
 * the app: a chunk loaded from the entry that imported the guard itself made the bundler split the
 * message formatter off the first chunk of every page (0.46 KB gzip more on /login).
 */
export interface UnsavedChanges {
  hasUnsavedChanges: () => boolean;
  /** True when nothing is unsaved or the person chose to drop it. */
  confirmLeave: () => Promise<boolean>;
}

/** Takes the new release now, at the same address, once unsaved changes are dropped or there are none. */
export const takeReleaseNow = async (
  { confirmLeave }: Pick<UnsavedChanges, 'confirmLeave'>,
  deps: ReloadDeps = browserReload,
): Promise<void> => {
  if (!(await confirmLeave())) return;
  // Asked for: not a loop, whatever the mark says.
  deps.storage.setItem(RELOAD_MARK, String(deps.now()));
  deps.reload();
};
