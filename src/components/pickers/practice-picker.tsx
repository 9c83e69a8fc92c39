import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getPracticesQuerySearchMax } from '@/api/generated/operation-schemas/getPractices';
import { PickerField } from './picker-field';
import { pickerMessages as messages } from './picker-messages';
import { MORE_PRACTICES, PracticeOptions } from './practice-options';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
import { usePickerState } from './use-picker-state';

/** A practice as a picker gives it: what a role or a permission needs, and its name to show. */
export interface PracticeChoice {
  id: string;
  name: string;
}

export interface PracticePickerProps {
  label: string;
  value: PracticeChoice | undefined;
  onChange: (practice: PracticeChoice | undefined) => void;
  required?: boolean;
  hint?: string;
  /** The error under the field (a form's validation). */
  validationMessage?: string | undefined;
  /** Ids of practices not to offer (already chosen). */
  exclude?: readonly string[];
  className?: string;
  /** What the empty field says; "Type a practice's name or city" by default (a narrow filter says less). */
  placeholder?: string | undefined;
}

/**
 * Chooses one practice among all of them without loading them all: typing searches the server
 * (name or city, accent-blind) once typing pauses, a page at a time, and the last option of the
 * list loads the next page. Nothing is asked before the list opens.
 */
export const PracticePicker = ({
  label,
  value,
  onChange,
  required = false,
  hint,
  validationMessage,
  exclude = [],
  className,
  placeholder,
}: PracticePickerProps) => {
  const intl = useIntl();
  const picker = usePickerState(value, onChange);
  const search = useDebouncedValue(
    picker.search.trim().slice(0, getPracticesQuerySearchMax),
    SEARCH_DEBOUNCE_MS,
  );
  // The pages shown belong to one search: a new search starts again at its first page.
  const [pages, setPages] = useState({ search, count: 1 });
  const pageCount = pages.search === search ? pages.count : 1;

  return (
    <PickerField
      label={label}
      required={required}
      hint={hint}
      validationMessage={validationMessage}
      className={className}
      placeholder={placeholder ?? intl.formatMessage(messages.practicePlaceholder)}
      comboboxProps={picker.comboboxProps}
      onOptionSelect={(_event, data) => {
        if (data.optionValue === MORE_PRACTICES) {
          setPages({ search, count: pageCount + 1 });
          picker.keepOpen();
        } else if (data.optionValue && data.optionText) {
          picker.chose({ id: data.optionValue, name: data.optionText });
        }
      }}
    >
      {picker.open
        ? Array.from({ length: pageCount }, (_, index) => (
            <PracticeOptions
              // By page only: a new search updates the options in place (practice-options.tsx).
              key={index + 1}
              search={search}
              typed={picker.search.trim().slice(0, getPracticesQuerySearchMax)}
              page={index + 1}
              last={index + 1 === pageCount}
              exclude={exclude}
            />
          ))
        : null}
    </PickerField>
  );
};
