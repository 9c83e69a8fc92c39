import { z } from 'zod';
import { AuditAction, AuditSubjectType } from '@/api/generated/audit/model';
import { getAuditLogQueryPersonMax as PERSON_MAX } from '@/api/generated/operation-schemas/getAuditLog';
import { fieldIssue } from '@/components/forms/field-messages';
import { appliedFilters, choiceValue, dayValue, periodInOrder } from '@/components/forms/filter-values';
import { filterMessages } from './audit-log-filter-messages';
import type { AuditFilters } from './audit-log-query';

/** The filter form: '' is "no filter"; the period may not end before it starts. */
export const filterFormSchema = z
  .object({
    person: z
      .string()
      .trim()
      .max(PERSON_MAX, fieldIssue('maxLength', { max: PERSON_MAX })),
    action: choiceValue(AuditAction),
    subjectType: choiceValue(AuditSubjectType),
    // Chosen in the practice picker, never typed: an id or nothing.
    practiceId: z.string(),
    from: dayValue,
    to: dayValue,
  })
  .refine(...periodInOrder(filterMessages.endBeforeStart));

export type FilterFormValues = z.input<typeof filterFormSchema>;

export const toFormValues = (filters: AuditFilters): FilterFormValues => ({
  person: filters.person ?? '',
  action: filters.action ?? '',
  subjectType: filters.subjectType ?? '',
  practiceId: filters.practiceId ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/** What the form applies: empty choices and texts leave the URL. */
export const toFilters = (values: z.output<typeof filterFormSchema>): AuditFilters =>
  appliedFilters<AuditFilters>(values);

export const auditFilterForm = { schema: filterFormSchema, toFormValues, toFilters };
