import {
  Combobox,
  Field,
  makeStyles,
  mergeClasses,
  Option,
  type ComboboxProps,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { openListMessage } from './picker-messages';

const useStyles = makeStyles({
  // Never wider than a phone's screen; the list keeps its own width.
  field: { minWidth: 0 },
  combobox: { minWidth: 0, width: '100%' },
});

export interface PickerFieldProps {
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  /** The error under the field (a form's validation). */
  validationMessage?: string | undefined;
  className?: string | undefined;
  placeholder: string;
  /** What usePickerState gives, with the picker's own handlers. */
  comboboxProps: Partial<ComboboxProps>;
  onOptionSelect: NonNullable<ComboboxProps['onOptionSelect']>;
  /** The options, from the picker's list. */
  children: ReactNode;
}

/** The labelled field and Combobox every picker of the administration screens shows. */
export const PickerField = ({
  label,
  required = false,
  hint,
  validationMessage,
  className,
  placeholder,
  comboboxProps,
  onOptionSelect,
  children,
}: PickerFieldProps) => {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Field
      className={mergeClasses(styles.field, className)}
      label={label}
      required={required}
      {...(hint ? { hint } : {})}
      validationState={validationMessage ? 'error' : 'none'}
      validationMessage={validationMessage}
    >
      <Combobox
        {...comboboxProps}
        className={styles.combobox}
        // The list stays in the page's landmarks (axe), under the field.
        inlinePopup
        // Fluent names the arrow "Open" and the label, in English whatever the language.
        expandIcon={{ 'aria-label': intl.formatMessage(openListMessage, { label }) }}
        placeholder={placeholder}
        onOptionSelect={onOptionSelect}
      >
        {children}
      </Combobox>
    </Field>
  );
};

/** An option that only says something about the list (loading, failed, nothing found). */
export const StateOption = ({ value, children }: { value: string; children: string }) => (
  <Option value={value} text="" disabled>
    {children}
  </Option>
);
