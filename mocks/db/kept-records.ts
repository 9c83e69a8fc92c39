import { loadsOf, type AnyCollection } from './bulk-load';

/**
 * What a large collection was last loaded from, until anything else touches it. A reset (every
 * unit-test file, and the tests that start from the seed) reloaded the history's 46,600 rows
 * each time, most of its 120 ms, though the API only reads them (decision 034). Only the packed
 * collections (snapshot-packing.ts: the large ones) are kept: handlers may change the records of
 * the others in place, which nothing sees. A create, update or delete forgets the collection;
 * another load or a clear shows in its loads or its length; code that changes records in place
 * says so (forgetKeptRecords).
 */
interface Kept {
  text: string;
  loads: number;
  length: number;
}
let kept = new WeakMap<AnyCollection, Kept>();
const watched = new WeakSet<AnyCollection>();

/**
 * For code that changes records in place, outside the collections' methods (the extreme seeds):
 * the next reset loads every collection again.
 */
export const forgetKeptRecords = (): void => {
  kept = new WeakMap();
};

/** Forgets what one collection was loaded from (the seed is about to empty it). */
export const forgetKept = (collection: AnyCollection): void => {
  kept.delete(collection);
};

const watch = (collection: AnyCollection) => {
  if (watched.has(collection)) return;
  const forget = () => kept.delete(collection);
  collection.hooks.on('create', forget);
  collection.hooks.on('update', forget);
  collection.hooks.on('delete', forget);
  watched.add(collection);
};

/** Whether the collection still holds the records `text` gave it. */
export const holdsSnapshot = (collection: AnyCollection, text: string): boolean => {
  const was = kept.get(collection);
  return (
    was !== undefined &&
    was.text === text &&
    was.loads === loadsOf(collection) &&
    was.length === collection.all().length
  );
};

/** Remembers that the collection holds the records `text` gave it, until something touches them. */
export const keepSnapshot = (collection: AnyCollection, text: string): void => {
  watch(collection);
  kept.set(collection, { text, loads: loadsOf(collection), length: collection.all().length });
};
