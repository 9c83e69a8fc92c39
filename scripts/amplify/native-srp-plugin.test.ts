// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { amplifyBigIntegerFile, withNativeModPow } from './native-srp-plugin';

describe('the native SRP plugin', () => {
  it('gives the installed Amplify’s BigInteger the native modPow', () => {
    const file = amplifyBigIntegerFile();
    const patched = withNativeModPow(readFileSync(file, 'utf8'), file);
    expect(patched).toMatch(
      /import \{ nativeModPow as __nativeModPow \} from ".*src\/lib\/amplify\/native-mod-pow\.ts";/,
    );
    expect(patched?.trimEnd().endsWith('BigInteger.prototype.modPow = __nativeModPow;')).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(withNativeModPow('export const x = 1;', '/app/node_modules/jsbn/index.mjs')).toBeUndefined();
    expect(withNativeModPow('export const x = 1;', '/app/src/lib/amplify/configure.ts')).toBeUndefined();
  });

  it('stops the build when Amplify’s module has changed shape', () => {
    const id =
      '/app/node_modules/@aws-amplify/auth/dist/esm/providers/cognito/utils/srp/BigInteger/BigInteger.mjs';
    expect(() => withNativeModPow('export default class BigInteger {}', id)).toThrow(
      /check the Amplify upgrade/,
    );
  });
});
