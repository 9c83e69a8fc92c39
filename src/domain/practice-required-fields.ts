/** The fields SPEC §5 requires before automated communications can be set up. */
export const REQUIRED_PRACTICE_FIELDS = [
  'addressLine1',
  'city',
  'province',
  'postalCode',
  'billingEmail',
  'country',
] as const;

export type RequiredPracticeField = (typeof REQUIRED_PRACTICE_FIELDS)[number];

/**
 * SPEC §5: a practice misses information when any required field is empty or absent. The seed
 * and every handler that writes a practice go through this one function, so the flag can never
 * disagree with the fields it summarises.
 */
export const isMissingInformation = (
  practice: Partial<Record<RequiredPracticeField, string | undefined>>,
): boolean => missingPracticeFields(practice).length > 0;

/** Which required fields are empty or absent, in REQUIRED_PRACTICE_FIELDS order (for screens to list). */
export const missingPracticeFields = (
  practice: Partial<Record<RequiredPracticeField, string | undefined>>,
): RequiredPracticeField[] => REQUIRED_PRACTICE_FIELDS.filter((field) => !practice[field]?.trim());
