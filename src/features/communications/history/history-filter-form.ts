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
import { appliedFilters, choiceValue, dayValue, periodInOrder } from '@/components/forms/filter-values';
import { filterMessages } from './history-filter-messages';
import type { HistoryFilters } from './history-query';

const choice = choiceValue;
const text = (max: number) => z.string().trim().max(max, fieldIssue('maxLength', { max }));
const day = dayValue;

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
  .refine(...periodInOrder(filterMessages.endBeforeStart));

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
  appliedFilters<HistoryFilters>(values);

export const historyFilterForm = { schema: filterFormSchema, toFormValues, toFilters };
