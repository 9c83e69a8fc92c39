import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NATIVE_MOD_POW = fileURLToPath(new URL('../../src/lib/amplify/native-mod-pow.ts', import.meta.url));

/** Amplify's SRP big integers (jsbn), the module the plugin completes. */
const BIG_INTEGER_MODULE =
  /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]providers[\\/]cognito[\\/]utils[\\/]srp[\\/]BigInteger[\\/]BigInteger\.mjs$/;
const DEFAULT_EXPORT = 'export { BigInteger as default };';

/** Where the installed Amplify keeps that module (tests read the real one). */
export const amplifyBigIntegerFile = (): string => {
  const fromAmplify = createRequire(createRequire(import.meta.url).resolve('aws-amplify/package.json'));
  return resolve(
    dirname(fromAmplify.resolve('@aws-amplify/auth/package.json')),
    'dist/esm/providers/cognito/utils/srp/BigInteger/BigInteger.mjs',
  );
};

/**
 * The module's code with `modPow` on the engine's BigInt (src/lib/amplify/native-mod-pow.ts), or
 * undefined for any other module. Throws when Amplify's module no longer looks as expected, so an
 * upgrade that moves it stops the build instead of silently signing in at jsbn's speed.
 */
export const withNativeModPow = (code: string, id: string): string | undefined => {
  if (!BIG_INTEGER_MODULE.test(id.split('?')[0] ?? '')) return undefined;
  if (!code.includes(DEFAULT_EXPORT) || !code.includes('BigInteger.prototype.modPow')) {
    throw new Error(
      `${id} no longer defines BigInteger.prototype.modPow as scripts/amplify/native-srp-plugin.ts expects: check the Amplify upgrade.`,
    );
  }
  return `${code}\nimport { nativeModPow as __nativeModPow } from ${JSON.stringify(NATIVE_MOD_POW)};\nBigInteger.prototype.modPow = __nativeModPow;\n`;
};

/**
 * Amplify's SRP sign-in with native modular powers (docs/decisions/025), in the build and in the
 * dev server's pre-bundled dependencies alike (vite.config.ts adds it to both).
 */
export const nativeSrpPlugin = (): Plugin => ({
  name: 'dental-portal:native-srp',
  transform(code, id) {
    const patched = withNativeModPow(code, id);
    return patched === undefined ? null : { code: patched, map: null };
  },
});
