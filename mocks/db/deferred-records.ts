import { allCollections } from './database-areas';
import { appendTrustedRecords } from './bulk-load';
import type { Persistence } from './persistence';
import { unpackRecords, type SnapshotRecords } from './snapshot-packing';
import { partMayHold, type DeferredPart, type DeferredScope } from './snapshot-split';

/*
 * The records of a split snapshot that a page loads only when a handler reads them
 * (snapshot-split.ts, docs/decisions/039-history-in-parts.md). database.ts says which snapshot is
 * current (waitForParts()) and where writes are kept (keepDeferredWritesIn()).
 */

/** Reads the text of one deferred part (snapshot-split.ts) by its id. */
export type DeferredPartReader = (partId: string) => Promise<string>;

let readPart: DeferredPartReader | undefined;
let persistence: Persistence | undefined;

interface WaitingPart {
  part: DeferredPart;
  loading?: Promise<void>;
}

/**
 * The collections of the snapshot waiting for some of their records, and the parts not loaded yet
 * (each with its load once asked for).
 */
let deferred:
  | {
      names: string[];
      parts: WaitingPart[];
      /** Parts are read side by side and added one after the other, in this chain. */
      adding: Promise<void>;
      /** Once every part is in: what earlier sessions wrote goes back. */
      complete?: Promise<void>;
    }
  | undefined;

/** Where the parts are read from: the browser's files, or a test's split snapshot. */
export const readDeferredPartsWith = (reader: DeferredPartReader | undefined): void => {
  readPart = reader;
};

/** Where what earlier sessions wrote to the deferred collections is, once they are whole. */
export const keepDeferredWritesIn = (kept: Persistence | undefined): void => {
  persistence = kept;
};

/**
 * The snapshot just loaded (or seeded: no names) and its deferred collections and parts: they
 * wait for loadDeferredRecords(). Whatever waited before is forgotten.
 */
export const waitForParts = (names: readonly string[] = [], parts: readonly DeferredPart[] = []): void => {
  deferred = names.length
    ? { names: [...names], parts: parts.map((part) => ({ part })), adding: Promise.resolve() }
    : undefined;
  if (deferred && !readPart) throw new Error('The offline database snapshot lacks its deferred records');
};

const trackedDeferred = new Set<string>();

type Waiting = NonNullable<typeof deferred>;

/** Reads one part and adds its records to their collections. */
const loadPart = async (waiting: Waiting, entry: WaitingPart, readText: DeferredPartReader) => {
  const records = JSON.parse(await readText(entry.part.id)) as Record<string, SnapshotRecords>;
  const add = async () => {
    for (const { name, collection } of allCollections()) {
      const loaded = records[name];
      // A reset made another snapshot current: these records are not its.
      if (deferred !== waiting) return;
      if (waiting.names.includes(name) && loaded)
        await appendTrustedRecords(collection, unpackRecords(loaded));
    }
  };
  const added = waiting.adding.then(() => (persistence ? persistence.withoutSaving(add) : add()));
  waiting.adding = added.catch(() => undefined);
  await added;
};

/** Every part is in: the collections are whole, and what earlier sessions wrote to them goes back. */
const completeDeferred = async (waiting: Waiting) => {
  await waiting.adding;
  if (deferred !== waiting) return;
  deferred = undefined;
  for (const { name, collection, saved } of allCollections()) {
    if (!persistence || !saved || !waiting.names.includes(name) || trackedDeferred.has(name)) continue;
    await persistence.restore(name, collection);
    persistence.track(name, collection);
    trackedDeferred.add(name);
  }
};

/**
 * Loads the records of the snapshot's deferred parts that may hold what a handler reads (`scope`:
 * one practice's records, those from an instant on; without it, every part), each part once.
 * Once every part is in, what earlier sessions wrote to those collections goes back.
 * Resolves at once when nothing waits.
 */
export const loadDeferredRecords = async (scope: DeferredScope = {}): Promise<void> => {
  const waiting = deferred;
  if (!waiting || !readPart) return;
  const read = readPart;
  const needed = waiting.parts.filter(({ part }) => partMayHold(part, scope));
  await Promise.all(needed.map((entry) => (entry.loading ??= loadPart(waiting, entry, read))));
  // A reset while a file was read made another snapshot current: the caller needs that one.
  if (deferred !== waiting) return loadDeferredRecords(scope);
  if (waiting.parts.some((entry) => entry.loading === undefined)) return;
  await (waiting.complete ??= completeDeferred(waiting));
};

/** Whether a collection still waits for its deferred records (loadDeferredRecords()). */
export const isDeferred = (name: string): boolean => deferred?.names.includes(name) ?? false;
