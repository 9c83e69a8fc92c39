/** The URL of the seeded offline database (scripts/offline/offline-db-plugin.ts). */
declare module 'virtual:offline-db-snapshot' {
  const url: string;
  export default url;
}
