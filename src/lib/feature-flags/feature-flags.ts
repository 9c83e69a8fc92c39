/**
 * The feature flags the app reads, with the value each has until the flag service answers, or
 * when it is off or unreachable. A flag the service does not know keeps its default.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** New appointment notifications: off until turned on for a practice. */
  new_apt_notifications: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

const flagNames = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

let current: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
const listeners = new Set<() => void>();

export const getFeatureFlags = (): FeatureFlags => current;

export const subscribeFeatureFlags = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the flag service answered (name → enabled); names it does not send keep their default. */
export const setFeatureFlags = (answered: Readonly<Record<string, boolean | undefined>>): void => {
  const next = { ...FEATURE_FLAG_DEFAULTS } as FeatureFlags;
  for (const name of flagNames) next[name] = answered[name] ?? FEATURE_FLAG_DEFAULTS[name];
  if (flagNames.every((name) => next[name] === current[name])) return;
  current = next;
  listeners.forEach((listener) => listener());
};

/** Back to the defaults (signed out, or the service turned off). */
export const resetFeatureFlags = (): void => setFeatureFlags({});
