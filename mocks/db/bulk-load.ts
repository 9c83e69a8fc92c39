import type { Collection } from '@msw/data';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: loading only moves records
export type AnyCollection = Collection<any>;
type Internals = { primaryKey: symbol; relations: symbol };

/**
 * @msw/data 1.1.7 marks each record with two private symbols (its primary key and its relation
 * map) and keeps them in the array that all() returns. create() costs about 20 µs a record
 * (schema, loggers, hooks, a promise): half a second for the seed's 28,000 records, on every page
 * load and every test file. The symbols are read off one record made by create() itself.
 */
const internalsOf = (record: object): Internals | undefined => {
  const symbols = Object.getOwnPropertySymbols(record);
  const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey');
  const relations = symbols.find((symbol) => symbol.description === 'kRelationMap');
  return primaryKey && relations ? { primaryKey, relations } : undefined;
};

let loaded = 0;
const loads = new WeakMap<AnyCollection, number>();

/** How many times loadTrustedRecords() has replaced the collection's records. */
export const loadsOf = (collection: AnyCollection): number => loads.get(collection) ?? 0;

/**
 * Adds records that already passed the collection's schema (a snapshot of the seed) to it,
 * without create()'s per-record work and without running its hooks: nothing is persisted.
 * Falls back to create() if the library's internals ever change shape.
 */
export const appendTrustedRecords = async (collection: AnyCollection, records: object[]): Promise<void> => {
  const held = (collection.all() as object[])[0];
  let internals = held ? internalsOf(held) : undefined;
  let rest = records;
  if (!internals) {
    const [first, ...others] = records;
    if (!first) return;
    internals = internalsOf((await collection.create(first)) as object);
    rest = others;
    if (!internals) {
      await collection.createMany(rest.length, (index) => rest[index]);
      return;
    }
  }
  const store = collection.all() as object[];
  for (const record of rest) {
    Object.defineProperties(record, {
      [internals.primaryKey]: { value: `snapshot-${(loaded += 1)}`, enumerable: false, configurable: false },
      [internals.relations]: { value: new Map(), enumerable: false, configurable: false },
    });
    store.push(record);
  }
};

/** Replaces a collection's records by trusted ones (appendTrustedRecords()). */
export const loadTrustedRecords = async (collection: AnyCollection, records: object[]): Promise<void> => {
  loads.set(collection, loadsOf(collection) + 1);
  // Truncating the collection's own array: clear() is quadratic (each delete searches from the start).
  collection.all().length = 0;
  await appendTrustedRecords(collection, records);
};
