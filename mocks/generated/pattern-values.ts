import type { Faker } from '@faker-js/faker';

/**
 * Values for the string patterns of the contracts. faker's fromRegExp reads neither groups nor
 * alternatives, and the ones it reads (negated classes) give characters no real value has, so
 * each pattern the contracts use gets a generator here, keyed by the pattern's source as zod
 * writes it in JSON Schema. A pattern missing here falls back to fromRegExp, and the generated
 * data test (generated-handlers.test.ts) names any value that then breaks its pattern.
 */
const digits = (faker: Faker, length: number) => faker.string.numeric({ length, allowLeadingZeros: true });

const canadianPhone = (faker: Faker) =>
  `+1${faker.number.int({ min: 2, max: 9 })}${digits(faker, 2)}${faker.number.int({ min: 2, max: 9 })}${digits(faker, 6)}`;

const postalCode = (faker: Faker) => {
  const first = faker.helpers.arrayElement([...'ABCEGHJKLMNPRSTVXY']);
  const letter = () => faker.string.alpha({ length: 1, casing: 'upper' });
  const space = faker.datatype.boolean() ? ' ' : '';
  return `${first}${digits(faker, 1)}${letter()}${space}${digits(faker, 1)}${letter()}${digits(faker, 1)}`;
};

const sometimesEmpty = (faker: Faker, value: () => string) => (faker.datatype.boolean(0.2) ? '' : value());

const fileName = (faker: Faker) => faker.system.fileName().replace(/[/\\]/g, '-');

const windowsPath = (faker: Faker) =>
  `${faker.helpers.arrayElement(['C', 'D', 'E'])}:\\${faker.helpers
    .multiple(() => faker.word.noun().replace(/[<>:"/|?*\\]/g, ''), { count: { min: 1, max: 4 } })
    .join('\\')}`;

const version = (faker: Faker) =>
  faker.helpers
    .multiple(() => String(faker.number.int({ min: 0, max: 40 })), { count: { min: 3, max: 4 } })
    .join('.');

const generators: Record<string, (faker: Faker) => string> = {
  // A uuid is its syntax (docs/decisions/022-what-a-uuid-is.md); faker draws version 4 ones.
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$': (faker) =>
    faker.string.uuid(),
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': (faker) =>
    `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`,
  '^([A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9])?$': (faker) => sometimesEmpty(faker, () => postalCode(faker)),
  '^[ABCEGHJ-NPRSTVXYabceghj-nprstvxy][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]$': postalCode,
  '^(\\+1[2-9][0-9]{2}[2-9][0-9]{6})?$': (faker) => sometimesEmpty(faker, () => canadianPhone(faker)),
  '^\\+1[2-9][0-9]{2}[2-9][0-9]{6}$': canadianPhone,
  '^(https://|data:image/(png|jpeg|svg\\+xml|webp);base64,)': (faker) =>
    faker.datatype.boolean(0.7)
      ? faker.internet.url({ protocol: 'https' })
      : `data:image/${faker.helpers.arrayElement(['png', 'jpeg', 'svg+xml', 'webp'])};base64,${faker.string.alphanumeric(24)}`,
  '^[A-Za-z0-9_-]+$': (faker) => faker.string.alphanumeric({ length: { min: 1, max: 24 } }),
  // IANA time zones.
  '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$': (faker) => {
    const zone = faker.location.timeZone();
    return /^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) ? zone : 'America/Toronto';
  },
  '^[A-Za-z]:\\\\[^<>:"/|?*]+$': windowsPath,
  '^[^/\\\\]+$': fileName,
  '^[a-z][a-z0-9_-]*$': (faker) =>
    `${faker.string.alpha({ length: 1, casing: 'lower' })}${faker.string.alphanumeric({ length: { min: 0, max: 15 }, casing: 'lower' })}`,
  '^\\d+\\.\\d+\\.\\d+(\\.\\d+)?$': version,
  '^\\d{4}-(0[1-9]|1[0-2])$': (faker) =>
    `${faker.number.int({ min: 2015, max: 2030 })}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`,
};

/** A string for a pattern of the contracts (see above). */
export const stringForPattern = (faker: Faker, pattern: string): string => {
  // A RegExp's source escapes its slashes: the table is written as the contracts write them.
  const known = generators[pattern.replace(/\\\//g, '/')];
  if (known) return known(faker);
  return faker.helpers.fromRegExp(new RegExp(pattern));
};
