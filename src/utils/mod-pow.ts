/**
 * base^exponent mod modulus on the engine's BigInt, the exponent read four bits at a time.
 * SRP's arithmetic (Cognito's 3072-bit group): Amplify's sign-in through
 * src/lib/amplify/native-mod-pow.ts, and the offline Cognito emulator's server half. A negative
 * base counts by its residue, as in the jsbn library Amplify ships.
 */
export const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  if (modulus <= 0n) throw new RangeError('The modulus must be positive');
  if (exponent < 0n) throw new RangeError('The exponent must not be negative');
  const residue = ((base % modulus) + modulus) % modulus;
  const powers = [1n % modulus];
  for (let power = 1; power < 16; power += 1) powers.push(((powers[power - 1] ?? 1n) * residue) % modulus);
  let result = 1n % modulus;
  for (const digit of exponent.toString(16)) {
    for (let bit = 0; bit < 4; bit += 1) result = (result * result) % modulus;
    const value = Number.parseInt(digit, 16);
    if (value > 0) result = (result * (powers[value] ?? 1n)) % modulus;
  }
  return result;
};
