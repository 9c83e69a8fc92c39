// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { modPow } from './mod-pow';

/** The textbook square-and-multiply, one bit at a time: the oracle. */
const slowModPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n % modulus;
  let square = ((base % modulus) + modulus) % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
};

describe('modPow', () => {
  it('gives the known small results', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(7n, 0n, 13n)).toBe(1n);
    expect(modPow(7n, 5n, 1n)).toBe(0n);
    expect(modPow(0n, 5n, 13n)).toBe(0n);
  });

  it('counts a negative base by its residue', () => {
    expect(modPow(-2n, 3n, 7n)).toBe(slowModPow(5n, 3n, 7n));
    expect(modPow(-2n, 3n, 7n)).toBe(6n);
  });

  it('agrees with square-and-multiply on SRP-sized numbers', () => {
    // A 3072-bit odd modulus and exponents of every hex-digit pattern (zeros included).
    const modulus = (1n << 3071n) + 0x1234567n * 2n + 1n;
    const base = (1n << 3000n) + 987654321n;
    for (const exponent of [0xf0e1d2c3b4a59687n, (1n << 1023n) + 0x1000000000001n, 0x10000n, 15n]) {
      expect(modPow(base, exponent, modulus)).toBe(slowModPow(base, exponent, modulus));
    }
  });

  it('refuses a modulus or an exponent that has no meaning here', () => {
    expect(() => modPow(2n, 3n, 0n)).toThrow(RangeError);
    expect(() => modPow(2n, -1n, 7n)).toThrow(RangeError);
  });
});
