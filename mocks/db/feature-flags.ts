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

let flags: OfflineFlag[] = FLAG_SEED.map((flag) => ({ ...flag }));

export const listOfflineFlags = (): readonly OfflineFlag[] => flags;

/** Turns a flag on or off for everyone (QA: POST /api/__offline/feature-flags). */
export const setOfflineFlag = (name: string, enabled: boolean): OfflineFlag | undefined => {
  const flag = flags.find((candidate) => candidate.name === name);
  if (flag) flag.enabled = enabled;
  return flag;
};

export const resetOfflineFlags = (): void => {
  flags = FLAG_SEED.map((flag) => ({ ...flag }));
};
