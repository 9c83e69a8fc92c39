/** The URL of the seeded offline database (scripts/offline/offline-db-plugin.ts). */
declare module 'virtual:offline-db-snapshot' {
  const url: string;
  export default url;
  /** Where a part of its deferred records is, by the part's id (mocks/db/snapshot-split.ts). */
  export const deferredUrl: (partId: string) => string | undefined;
}
