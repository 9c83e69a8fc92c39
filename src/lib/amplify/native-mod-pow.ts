import { modPow } from '@/utils/mod-pow';

/** What the patch needs of Amplify's SRP BigInteger (a port of jsbn). */
interface JsbnInteger {
  toString(radix: number): string;
}
type JsbnConstructor = new (hex: string, radix: number) => JsbnInteger;

const toBigInt = (value: JsbnInteger): bigint => {
  const hex = value.toString(16);
  return hex.startsWith('-') ? -BigInt(`0x${hex.slice(1)}`) : BigInt(`0x${hex}`);
};

/**
 * `BigInteger.prototype.modPow` of Amplify's SRP on the engine's BigInt, put in place by
 * scripts/amplify/native-srp-plugin.ts at build time: the three modular powers of a sign-in
 * take about 600 ms in jsbn on a desktop CPU and 100 ms here, the longest part of signing in on
 * a front desk's PC (docs/decisions/025). Amplify does the same on React Native (its
 * BigInteger/index.native, calling native code). Same contract: the result, or the error, to the
 * callback.
 */
export function nativeModPow(
  this: JsbnInteger,
  exponent: JsbnInteger,
  modulus: JsbnInteger,
  callback: (error: unknown, result: JsbnInteger | null) => void,
): void {
  let result: JsbnInteger;
  try {
    const BigInteger = this.constructor as JsbnConstructor;
    result = new BigInteger(modPow(toBigInt(this), toBigInt(exponent), toBigInt(modulus)).toString(16), 16);
  } catch (error) {
    callback(error, null);
    return;
  }
  // Outside the try: an error thrown by the callback is its own, not a failed power.
  callback(null, result);
}
