import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Language } from '@/api/generated/communication/model';
import type { TemplateField } from '@/domain/template-placeholders';
import type { TemplateFormValues } from './template-form';
import { fieldErrorLines } from './template-issue-text';

const useStyles = makeStyles({
  control: { width: '100%' },
  body: { minHeight: '10rem' },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

export type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface TemplateTextFieldProps {
  control: Control<TemplateFormValues>;
  name: TemplateField;
  label: string;
  hint?: string;
  /** The language of the text (fr-CA, en-CA): spelling and screen readers follow it. */
  lang: string;
  /** The template's language: its errors name the STOP word its patients answer. */
  language: Language;
  readOnly: boolean;
  /** The element, for inserting placeholders where its cursor is. */
  elementRef: (element: TextElement | null) => void;
  onFocus: (name: TemplateField) => void;
}

/**
 * The subject (one line) or the body (several) of a template. Its error may hold several
 * problems (a missing placeholder and a misspelt one): each gets its line.
 */
export const TemplateTextField = ({
  control,
  name,
  label,
  hint,
  lang,
  language,
  readOnly,
  elementRef,
  onFocus,
}: TemplateTextFieldProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const lines = fieldErrorLines(intl, fieldState.error?.message, language);
  const setRef = (element: TextElement | null) => {
    ref(element);
    elementRef(element);
  };
  const common = {
    name,
    value,
    lang,
    readOnly,
    spellCheck: true,
    onBlur,
    onFocus: () => onFocus(name),
  };
  return (
    <Field
      label={label}
      required
      {...(hint ? { hint } : {})}
      validationState={lines.length > 0 ? 'error' : 'none'}
      validationMessage={
        lines.length > 0 ? (
          <span className={styles.lines}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </span>
        ) : undefined
      }
    >
      {name === 'body' ? (
        <Textarea
          {...common}
          ref={setRef}
          resize="vertical"
          className={styles.control}
          textarea={{ className: styles.body }}
          onChange={(_, data) => onChange(data.value)}
        />
      ) : (
        <Input
          {...common}
          ref={setRef}
          className={styles.control}
          onChange={(_, data) => onChange(data.value)}
        />
      )}
    </Field>
  );
};
