import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useGetPractice } from '@/api/generated/practices/practices';
import { PracticePicker, type PracticeChoice } from '@/components/pickers/practice-picker';
import { filterMessages as messages } from './audit-log-filter-messages';
import type { FilterFormValues } from './audit-log-filter-form';

/**
 * The practice of the administration page's filters: the picker that searches every practice.
 * The URL holds the practice's id only; a link or a reload asks the server its name once.
 */
export const AuditPracticeFilter = ({ control }: { control: Control<FilterFormValues> }) => {
  const intl = useIntl();
  const { field } = useController({ control, name: 'practiceId' });
  const [chosen, setChosen] = useState<PracticeChoice>();
  const id = field.value;
  const known = chosen !== undefined && chosen.id === id;
  const practice = useGetPractice(id, undefined, {
    query: {
      enabled: id !== '' && !known,
      // A practice that cannot be named still filters: its field shows its id.
      meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'not-found', 'forbidden'] },
    },
  });
  const value: PracticeChoice | undefined =
    id === '' ? undefined : known ? chosen : { id, name: practice.data?.name ?? id };
  return (
    <PracticePicker
      label={intl.formatMessage(messages.practice)}
      placeholder={intl.formatMessage(messages.practiceAll)}
      hint={intl.formatMessage(messages.practiceHint)}
      value={value}
      onChange={(next) => {
        setChosen(next);
        field.onChange(next?.id ?? '');
      }}
    />
  );
};
