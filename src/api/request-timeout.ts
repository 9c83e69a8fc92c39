/** How long the HTTP client waits for an answer before it gives up on an attempt (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
