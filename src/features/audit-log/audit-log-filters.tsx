import { memo, type ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ChoiceFilter } from '@/components/forms/choice-filter';
import { FilterForm } from '@/components/forms/filter-form';
import { TextField } from '@/components/forms/text-field';
import { useFilterForm } from '@/components/forms/use-filter-form';
import { auditActionLabels, auditSubjectLabels } from '@/i18n/audit-labels';
import { auditFilterForm, type FilterFormValues } from './audit-log-filter-form';
import { filterMessages as messages, periodHintMessage } from './audit-log-filter-messages';
import type { AuditFilters } from './audit-log-query';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
  /**
   * The administration page's filter on one practice, handed in by that page: the practice page
   * has its own practice, and neither loads the picker nor calls what it calls.
   */
  practiceFilter?: PracticeFilter | undefined;
}

/** A filter field on one practice, bound to the filters' form. */
export type PracticeFilter = ComponentType<{ control: Control<FilterFormValues> }>;

/**
 * The filters as a form applied together (nothing is asked of the server while typing a name),
 * showing the URL's filters and following them when they change from elsewhere (Back, a link).
 */
const AuditLogFiltersOf = ({
  filters,
  onApply,
  onClear,
  practiceFilter: PracticeField,
}: AuditLogFiltersProps) => {
  const intl = useIntl();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { control, submit } = useFilterForm(auditFilterForm, filters, onApply);
  return (
    <FilterForm onSubmit={submit} onClear={onClear} labels={messages}>
      <TextField
        control={control}
        name="person"
        label={format(messages.person)}
        hint={format(messages.personHint)}
        autoComplete="off"
      />
      <ChoiceFilter control={control} name="action" label={messages.action} labels={auditActionLabels} />
      <ChoiceFilter
        control={control}
        name="subjectType"
        label={messages.subjectType}
        labels={auditSubjectLabels}
      />
      {PracticeField && <PracticeField control={control} />}
      <TextField
        control={control}
        name="from"
        type="date"
        label={format(messages.from)}
        hint={format(periodHintMessage)}
      />
      <TextField control={control} name="to" type="date" label={format(messages.to)} />
    </FilterForm>
  );
};

export const AuditLogFilters = memo(AuditLogFiltersOf);
