/**
 * The offline Flagsmith environment's flags (SPEC §1: a feature-flag service supplies flags).
 * new_apt_notifications is off, as in production until a practice gets it.
 */
export interface OfflineFlag {
  id: number;
  name: string;
  enabled: boolean;
  value: string | number | boolean | null;
}

const FLAG_SEED: readonly OfflineFlag[] = [
  { id: 1, name: 'new_apt_notifications', enabled: false, value: null },
];

const STORAGE_KEY = 'offline-api/feature-flags';

let flags: OfflineFlag[] = FLAG_SEED.map((flag) => ({ ...flag }));
let storage: Storage | undefined;

const save = () => {
  storage?.setItem(
    STORAGE_KEY,
    JSON.stringify(Object.fromEntries(flags.map((flag) => [flag.name, flag.enabled]))),
  );
};

/**
 * In the browser a flag turned on lasts for the tab (sessionStorage), like the faults: the app
 * reads its flags at start-up, so a switch must outlive the reload that shows it.
 */
export const keepFlagsIn = (where: Storage): void => {
  storage = where;
  try {
    const saved = JSON.parse(where.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const flag of flags)
      if (typeof saved[flag.name] === 'boolean') flag.enabled = saved[flag.name] as boolean;
  } catch {
    // A value written by hand that is not JSON: the seed's flags stay.
  }
};

export const listOfflineFlags = (): readonly OfflineFlag[] => flags;

/** Turns a flag on or off for everyone (QA: POST /api/__offline/feature-flags). */
export const setOfflineFlag = (name: string, enabled: boolean): OfflineFlag | undefined => {
  const flag = flags.find((candidate) => candidate.name === name);
  if (flag) flag.enabled = enabled;
  save();
  return flag;
};

export const resetOfflineFlags = (): void => {
  flags = FLAG_SEED.map((flag) => ({ ...flag }));
  save();
};
