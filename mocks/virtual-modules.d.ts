/** The URL of the seeded offline database (scripts/offline/offline-db-plugin.ts). */
declare module 'virtual:offline-db-snapshot' {
  const url: string;
  export default url;
  /** Where its deferred records are (mocks/db/snapshot-split.ts). */
  export const deferredUrl: string;
}
