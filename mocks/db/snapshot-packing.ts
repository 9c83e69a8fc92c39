/**
 * Large collections travel in the snapshot as rows of values under one list of keys: the
 * history's 47,000 rows repeat eleven key names each, about a third of the file a page
 * downloads and parses on every load (docs/decisions/020-offline-today.md).
 */
export interface PackedRecords {
  keys: string[];
  rows: unknown[][];
}

export type SnapshotRecords = object[] | PackedRecords;

/** Below this, a collection stays as records: readable, and too small to matter. */
const PACK_FROM = 1_000;

const sameKeys = (keys: readonly string[], record: object): boolean => {
  const own = Object.keys(record);
  return own.length === keys.length && own.every((key, index) => key === keys[index]);
};

/** Packs the records when they all have the same keys in the same order (optional fields differ). */
export const packRecords = (records: readonly object[]): SnapshotRecords => {
  const first = records[0];
  if (records.length < PACK_FROM || !first) return [...records];
  const keys = Object.keys(first);
  if (!records.every((record) => sameKeys(keys, record))) return [...records];
  return {
    keys,
    rows: records.map((record) => keys.map((key) => (record as Record<string, unknown>)[key])),
  };
};

export const unpackRecords = (records: SnapshotRecords): object[] => {
  if (Array.isArray(records)) return records;
  const { keys, rows } = records;
  return rows.map((values) => {
    const record: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index += 1) record[keys[index]!] = values[index];
    return record;
  });
};
