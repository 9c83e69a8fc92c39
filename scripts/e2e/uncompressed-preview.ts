import type { Plugin } from 'vite';

/**
 * `vite preview` gzips every answer over 1 KB, anew for each request: it keeps nothing. A journey's
 * browser context starts with an empty cache, so every test had the server compress the offline
 * mode's scripts and records again (3 MB, and the history's 8.6 MB when read) and the page
 * decompress them, in a suite that keeps both cores busy (docs/decisions/037). On localhost the
 * bytes cost nothing; the budgets stage measures compressed sizes itself and keeps the
 * compressing server, as a real host compresses.
 *
 * The compression middleware skips a request that accepts no encoding, and a plugin's
 * configurePreviewServer hook runs before Vite adds that middleware.
 */
export const uncompressedPreview = (): Plugin => ({
  name: 'uncompressed-preview',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      delete request.headers['accept-encoding'];
      next();
    });
  },
});
