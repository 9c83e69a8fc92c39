import { Faker, en, en_CA, fr_CA } from '@faker-js/faker';

const BASE_SEED = 20_261_121;

const hash = (text: string): number => {
  let value = 2_166_136_261;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 16_777_619) >>> 0;
  }
  return value;
};

/** The seed of a purpose's stream: `faker.seed(seedOf(purpose))` restarts a faker on it. */
export const seedOf = (purpose: string): number => (BASE_SEED ^ hash(purpose)) >>> 0;

/**
 * A faker with a fixed seed per purpose: every seed module draws from its own stream, so adding
 * records to one collection never changes the values of another, and every run is identical.
 */
export const seededFaker = (purpose: string, locale: 'fr' | 'en' = 'fr'): Faker =>
  new Faker({
    locale: locale === 'fr' ? [fr_CA, en_CA, en] : [en_CA, en],
    seed: seedOf(purpose),
  });
