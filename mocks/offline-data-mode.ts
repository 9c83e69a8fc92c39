/**
 * Which data the offline API answers with (mocks/README.md, "Data modes"):
 * - `seed`: the seeded, stateful database (the default);
 * - `generated`: every /api answer made up from the contract, the same for the same seed number
 *   and request (mocks/generated/), to show the portal holds with any answer the contract allows;
 * - `generated:patterns`: the same, with the strings of the contracts' patterns drawn as an
 *   independent mock draws them (any string the pattern matches) rather than picked;
 * - `extreme:<name>`: the seeded database pushed to one extreme (mocks/db/extreme-seeds.ts).
 * Sign-in (the Cognito emulator) is the same in every mode.
 */
import { applyExtremeSeed, EXTREME_SEEDS, type ExtremeSeedName } from './db/extreme-seeds';

export type OfflineDataMode =
  | { kind: 'seed' }
  // `patterns: 'drawn'` only in generated:patterns: the plain generated mode reads as it always did.
  | { kind: 'generated'; seed: number; patterns?: 'drawn' }
  | { kind: 'extreme'; name: ExtremeSeedName };

export const DEFAULT_GENERATED_SEED = 1;

/** The URL parameters that choose the mode in the browser: `?offline-data=generated&seed=7`. */
export const MODE_PARAM = 'offline-data';
export const SEED_PARAM = 'seed';

/** Where a tab keeps its mode, so that in-app navigation and reloads stay in it. */
const STORAGE_KEY = 'dental-portal/offline-data-mode';

const parseSeed = (seed: string | null | undefined): number => {
  if (seed === undefined || seed === null || seed.trim() === '') return DEFAULT_GENERATED_SEED;
  const value = Number(seed);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`The offline data seed must be a whole number, not "${seed}".`);
  }
  return value;
};

/**
 * Reads a mode as written in the URL or the environment: `seed`, `generated` or
 * `generated:patterns` (with its seed number, 1 by default), `extreme:<name>`. Anything else is refused rather than quietly read as
 * the seed: a sweep over generated worlds must not end up looking at the seeded one.
 */
export const parseOfflineDataMode = (
  data: string | null | undefined,
  seed?: string | null,
): OfflineDataMode => {
  const text = (data ?? '').trim();
  if (text === '' || text === 'seed') return { kind: 'seed' };
  if (text === 'generated') return { kind: 'generated', seed: parseSeed(seed) };
  if (text === 'generated:patterns') return { kind: 'generated', seed: parseSeed(seed), patterns: 'drawn' };
  const extreme = EXTREME_SEEDS.find((name) => text === `extreme:${name}`);
  if (extreme) return { kind: 'extreme', name: extreme };
  throw new Error(
    `Unknown offline data mode "${text}": use seed, generated, generated:patterns or extreme:<name>, the names being ${EXTREME_SEEDS.join(', ')}.`,
  );
};

/** The mode in the words parseOfflineDataMode reads, for logs and storage. */
export const describeOfflineDataMode = (mode: OfflineDataMode): string => {
  switch (mode.kind) {
    case 'seed':
      return 'seed';
    case 'generated':
      return `${mode.patterns === 'drawn' ? 'generated:patterns' : 'generated'}, seed ${mode.seed}`;
    case 'extreme':
      return `extreme:${mode.name}`;
  }
};

/** OFFLINE_DATA and OFFLINE_SEED, for the mock server and Node scripts. */
export const offlineDataModeFromEnv = (
  env: Record<string, string | undefined> = process.env,
): OfflineDataMode => parseOfflineDataMode(env.OFFLINE_DATA, env.OFFLINE_SEED);

interface StoredMode {
  data: string;
  seed?: string;
}

/**
 * The browser's mode: the URL's `offline-data` (and `seed`) when present, kept in the tab's
 * sessionStorage; otherwise what the tab chose before; otherwise the dev server's default
 * (OFFLINE_DATA / OFFLINE_SEED when `npm start` ran). `?offline-data=seed` goes back to the seed.
 */
export const offlineDataModeForPage = (
  url: URL,
  storage: Storage,
  fallback: StoredMode = { data: 'seed' },
): OfflineDataMode => {
  const data = url.searchParams.get(MODE_PARAM);
  if (data !== null) {
    const chosen: StoredMode = { data, seed: url.searchParams.get(SEED_PARAM) ?? undefined };
    const mode = parseOfflineDataMode(chosen.data, chosen.seed);
    storage.setItem(STORAGE_KEY, JSON.stringify(chosen));
    return mode;
  }
  const stored = storage.getItem(STORAGE_KEY);
  const kept = stored ? (JSON.parse(stored) as StoredMode) : fallback;
  return parseOfflineDataMode(kept.data, kept.seed);
};

/**
 * What a mode changes in the database once it is seeded or loaded: an extreme variant is laid
 * over the seed; the generated mode keeps the seeded database for sign-in alone (the Cognito
 * emulator's accounts are the seeded users) and never reads it for /api answers.
 */
export const applyOfflineDataMode = (mode: OfflineDataMode): void => {
  if (mode.kind === 'extreme') applyExtremeSeed(mode.name);
};
