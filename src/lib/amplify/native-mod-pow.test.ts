// @vitest-environment node
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { amplifyBigIntegerFile } from '../../../scripts/amplify/native-srp-plugin';
import { nativeModPow } from './native-mod-pow';

interface Jsbn {
  toString(radix: number): string;
  subtract(other: Jsbn): Jsbn;
  modPow(exponent: Jsbn, modulus: Jsbn, callback: (error: unknown, result: Jsbn | null) => void): void;
}
type JsbnClass = new (hex: string, radix: number) => Jsbn;

// Amplify's own class and group, as installed: its modPow is the oracle the native one must match.
const bigIntegerModule = pathToFileURL(amplifyBigIntegerFile());
const { default: BigInteger } = (await import(bigIntegerModule.href)) as { default: JsbnClass };
const { INIT_N } = (await import(new URL('../constants.mjs', bigIntegerModule).href)) as { INIT_N: string };
// Cognito's 3,072-bit group (RFC 5054).
const N = new BigInteger(INIT_N, 16);

const both = (base: Jsbn, exponent: Jsbn) => {
  const answers: string[] = [];
  base.modPow(exponent, N, (_error, result) => answers.push(result?.toString(16) ?? 'none'));
  nativeModPow.call(base, exponent, N, (_error, result) => {
    expect(result).toBeInstanceOf(BigInteger);
    answers.push(result?.toString(16) ?? 'none');
  });
  return answers;
};

describe('nativeModPow, Amplify’s SRP powers on BigInt', () => {
  it('gives what jsbn gives for A = g^a with a 1,024-bit secret', () => {
    const [jsbn, native] = both(new BigInteger('2', 16), new BigInteger('c3'.repeat(128), 16));
    expect(native).toBe(jsbn);
  });

  it('gives what jsbn gives for a negative base, as (B − k·g^x)^(a + u·x) can be', () => {
    const base = new BigInteger('1234abcd'.repeat(40), 16).subtract(new BigInteger('f'.repeat(384), 16));
    expect(base.toString(16).startsWith('-')).toBe(true);
    const [jsbn, native] = both(base, new BigInteger('9e'.repeat(160), 16));
    expect(native).toBe(jsbn);
  });

  it('gives the error to the callback instead of throwing', () => {
    const zero = new BigInteger('0', 16);
    let failure: unknown;
    nativeModPow.call(new BigInteger('2', 16), new BigInteger('5', 16), zero, (error) => {
      failure = error;
    });
    expect(failure).toBeInstanceOf(RangeError);
  });
});
