/**
 * The environment is checked when the app is built, before any page exists: endpoint paths
 * (the offline emulator's, a tunnel on our own host) are resolved against this stand-in
 * origin, which the browser swaps for its own. `.invalid` is reserved (RFC 2606): it can never
 * be a real address, so nothing else is ever rewritten.
 */
export const BUILD_TIME_ORIGIN = 'https://page-origin.invalid';
