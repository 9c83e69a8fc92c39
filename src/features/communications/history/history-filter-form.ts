import { z } from 'zod';
import {
  Channel,
  CommunicationDeliveryStatus,
  HistoryOutcomeFilter,
  Language,
  MessageKind,
} from '@/api/generated/communication/model';
import {
  getCommunicationHistoryQueryFileNumberMax as FILE_NUMBER_MAX,
  getCommunicationHistoryQueryFirstNameMax as FIRST_NAME_MAX,
  getCommunicationHistoryQueryLastNameMax as LAST_NAME_MAX,
} from '@/api/generated/operation-schemas/getCommunicationHistory';
import { fieldIssue } from '@/components/forms/field-messages';
import { filterMessages } from './history-filter-messages';
import type { HistoryFilters } from './history-query';

const choice = <Value extends string>(values: Readonly<Record<string, Value>>) =>
  z.union([z.enum(values), z.literal('')]);
const text = (max: number) => z.string().trim().max(max, fieldIssue('maxLength', { max }));
const day = z.union([z.literal(''), z.iso.date(fieldIssue('invalid'))]);

/** The filter form: '' is "no filter"; the range may not end before it starts. */
export const filterFormSchema = z
  .object({
    kind: choice(MessageKind),
    channel: choice(Channel),
    language: choice(Language),
    status: choice(CommunicationDeliveryStatus),
    outcome: choice(HistoryOutcomeFilter),
    fileNumber: text(FILE_NUMBER_MAX),
    lastName: text(LAST_NAME_MAX),
    firstName: text(FIRST_NAME_MAX),
    from: day,
    to: day,
  })
  .refine((values) => !values.from || !values.to || values.to >= values.from, {
    path: ['to'],
    ...fieldIssue(filterMessages.endBeforeStart),
  });

export type FilterFormValues = z.input<typeof filterFormSchema>;

export const toFormValues = (filters: HistoryFilters): FilterFormValues => ({
  kind: filters.kind ?? '',
  channel: filters.channel ?? '',
  language: filters.language ?? '',
  status: filters.status ?? '',
  outcome: filters.outcome ?? '',
  fileNumber: filters.fileNumber ?? '',
  lastName: filters.lastName ?? '',
  firstName: filters.firstName ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/** What the form applies: empty choices and texts leave the URL. */
export const toFilters = (values: z.output<typeof filterFormSchema>): HistoryFilters =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
  ) as HistoryFilters;

export const historyFilterForm = { schema: filterFormSchema, toFormValues, toFilters };
