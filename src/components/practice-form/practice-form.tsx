import { makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from 'react-intl';
import { FormActions } from '@/components/forms/form-actions';
import { PracticeFormFields, type PracticeFormFieldsProps } from './practice-form-fields';
import { practiceFormMessages } from './practice-form-messages';
import { usePracticeForm, type PracticeFormOptions, type PracticeSaveFailure } from './use-practice-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

interface PracticeFormProps
  extends PracticeFormOptions, Pick<PracticeFormFieldsProps, 'layout' | 'autofill'> {
  /** The form's accessible name, where nothing else on the page names it. */
  label?: string;
  /**
   * What a failed save says above the buttons; none for a failure the caller reports otherwise
   * (a snackbar).
   */
  failures: { [failure in PracticeSaveFailure]?: MessageDescriptor };
}

/**
 * The practice's SPEC §3 fields as a form: the fields, then (unless read-only) why the last save
 * failed, Save and Undo changes.
 */
export const PracticeForm = ({ layout, autofill, label, failures, ...options }: PracticeFormProps) => {
  const styles = useStyles();
  const { control, submit, undo, failure, dirty, submitting } = usePracticeForm(options);
  const { practice, readOnly } = options;
  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <PracticeFormFields
        control={control}
        practice={practice}
        layout={layout}
        autofill={autofill}
        readOnly={readOnly}
      />
      {!readOnly && (
        <FormActions
          failure={failure && failures[failure]}
          submitting={submitting}
          dirty={dirty}
          onUndo={undo}
          labels={practiceFormMessages}
        />
      )}
    </form>
  );
};
