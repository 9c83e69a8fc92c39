/**
 * zod compiles object parsers with `new Function` after probing whether that is allowed; under the
 * production Content-Security-Policy (script-src 'self', no 'unsafe-eval') even the probe is
 * reported as a violation. Jitless mode skips both. zod reads `globalThis.__zod_globalConfig` when
 * it loads, so main.tsx imports this first, without pulling zod into the entry chunk.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
