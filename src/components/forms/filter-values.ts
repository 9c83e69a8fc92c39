import { z } from 'zod';
import type { MessageDescriptor } from 'react-intl';
import { fieldIssue } from './field-messages';

/** A list filter's field: one of the contract's values, or '' for "no filter". */
export const choiceValue = <Value extends string>(values: Readonly<Record<string, Value>>) =>
  z.union([z.enum(values), z.literal('')]);

/** A day of a filter's period (yyyy-mm-dd), or '' for none. */
export const dayValue = z.union([z.literal(''), z.iso.date(fieldIssue('invalid'))]);

/**
 * The refinement of a form with a period (`from`, `to`): it may not end before it starts, said
 * under its last day.
 */
export const periodInOrder = (
  endBeforeStart: MessageDescriptor,
): [(values: { from: string; to: string }) => boolean, { path: PropertyKey[]; error: string }] => [
  (values) => !values.from || !values.to || values.to >= values.from,
  { path: ['to'], ...fieldIssue(endBeforeStart) },
];

/** What a filter form applies: empty choices and texts leave the URL. */
export const appliedFilters = <Filters>(values: Readonly<Record<string, unknown>>): Filters =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
  ) as Filters;
