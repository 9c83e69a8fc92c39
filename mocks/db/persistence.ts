import type { Collection } from '@msw/data';
import { SEED_VERSION } from '../config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: persistence only moves records
type AnyCollection = Collection<any>;

const KEY_PREFIX = `dental-portal/offline-db/v${SEED_VERSION}/`;

/**
 * Keeps what the offline API wrote across page reloads. The seed is deterministic, so only the
 * collections that were written to are saved (in localStorage, after each change settles): the
 * 20,000 history rows and the metric values stay out of the storage quota unless they change.
 */
export const createPersistence = (storage: Storage | undefined) => {
  const pending = new Map<string, AnyCollection>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;

  // What older seed versions saved no longer fits the collections: it goes.
  for (const key of Object.keys(storage ?? {})) {
    if (key.startsWith('dental-portal/offline-db/') && !key.startsWith(KEY_PREFIX)) storage?.removeItem(key);
  }

  const flush = () => {
    timer = undefined;
    for (const [name, collection] of pending) {
      try {
        storage?.setItem(KEY_PREFIX + name, JSON.stringify(collection.all()));
      } catch (error) {
        console.warn(`[offline API] could not persist "${name}"`, error);
      }
    }
    pending.clear();
  };

  // A page left right after a change (the confirmation page's Back, a link followed at once)
  // would drop what the timer had not saved yet: the next page then read the old records.
  if (storage && typeof window !== 'undefined')
    window.addEventListener('pagehide', () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      flush();
    });

  const schedule = (name: string, collection: AnyCollection) => {
    if (paused) return;
    pending.set(name, collection);
    timer ??= setTimeout(flush, 50);
  };

  return {
    /** Saves the collection whenever a record is created, updated or deleted; returns how to stop. */
    track(name: string, collection: AnyCollection): () => void {
      if (!storage) return () => undefined;
      const save = () => schedule(name, collection);
      collection.hooks.on('create', save);
      collection.hooks.on('update', save);
      collection.hooks.on('delete', save);
      return () => {
        collection.hooks.removeListener('create', save);
        collection.hooks.removeListener('update', save);
        collection.hooks.removeListener('delete', save);
      };
    },
    /** Replaces the seeded records by the saved ones, when there are any. */
    async restore(name: string, collection: AnyCollection): Promise<boolean> {
      const saved = storage?.getItem(KEY_PREFIX + name);
      if (!saved) return false;
      try {
        const records = JSON.parse(saved) as unknown[];
        collection.clear();
        await collection.createMany(records.length, (index) => records[index]);
        return true;
      } catch (error) {
        console.warn(`[offline API] dropped unreadable saved state of "${name}"`, error);
        storage?.removeItem(KEY_PREFIX + name);
        return false;
      }
    },
    flush,
    /** Removes what an earlier version saved of a collection that is no longer saved. */
    forget(name: string) {
      storage?.removeItem(KEY_PREFIX + name);
    },
    /** Runs a bulk change (seeding, reset) without saving it. */
    async withoutSaving(work: () => Promise<void>) {
      paused = true;
      try {
        await work();
      } finally {
        paused = false;
      }
    },
    /** Forgets everything saved, including states of older seed versions. */
    clear() {
      if (!storage) return;
      pending.clear();
      for (const key of Object.keys(storage)) {
        if (key.startsWith('dental-portal/offline-db/')) storage.removeItem(key);
      }
    },
  };
};

export type Persistence = ReturnType<typeof createPersistence>;
