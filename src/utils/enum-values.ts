/**
 * The values of one of the contract's enumerations (the const objects orval generates), in the
 * contract's order, typed as zod's `z.enum` takes them. A list written by hand drifts from the
 * contract when a value is added; this one cannot (scripts/lint/enum-copies.test.ts holds it).
 */
export const enumValues = <Value extends string>(values: Readonly<Record<string, Value>>) =>
  Object.values(values) as [Value, ...Value[]];
