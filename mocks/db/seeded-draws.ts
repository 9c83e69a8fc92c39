import { generateMersenne32Randomizer, type Randomizer } from '@faker-js/faker';
import { seedOf } from './seeded-faker';

/**
 * Fast draws for data generated on demand (thousands of records while a request waits): every
 * draw is one `next()` of faker's own seeded generator (the Mersenne Twister a seeded faker
 * uses), without faker's option handling, which allocates on every call and made 3,000 patients
 * cost five times as much.
 */
export interface Draws {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  pick: <T>(values: readonly T[]) => T;
  /** A value by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times out of four. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** An opaque, URL-safe identifier of `length` letters and digits (5 per draw). */
  alphanumeric: (length: number) => string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const FIVE_CHARACTERS = ALPHABET.length ** 5;

export const drawsOf = (randomizer: Randomizer): Draws => {
  const next = () => randomizer.next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (values) => values[Math.floor(next() * values.length)]!,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let draw = next() * total;
      for (const [value, weight] of entries) {
        if (draw < weight) return value;
        draw -= weight;
      }
      return entries[entries.length - 1]![0];
    },
    alphanumeric: (length) => {
      let text = '';
      while (text.length < length) {
        let value = Math.floor(next() * FIVE_CHARACTERS);
        for (let index = 0; index < 5; index += 1) {
          text += ALPHABET[value % ALPHABET.length];
          value = Math.floor(value / ALPHABET.length);
        }
      }
      return text.slice(0, length);
    },
  };
};

/** Draws of a purpose's stream (the seed seededFaker gives the same purpose). */
export const seededDraws = (purpose: string): Draws => drawsOf(generateMersenne32Randomizer(seedOf(purpose)));
