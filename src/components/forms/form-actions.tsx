import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

interface FormActionsProps {
  /** Why the last save failed, in the form's words; shown above the buttons until the next try. */
  failure?: MessageDescriptor | undefined;
  submitting: boolean;
  dirty: boolean;
  /** Puts the form back to what is saved. */
  onUndo: () => void;
  labels: { save: MessageDescriptor; saving: MessageDescriptor; undo: MessageDescriptor };
}

/**
 * The end of an edit form: why the last save failed, Save (focusable while it runs, so the focus
 * stays put) and Undo changes. What was typed stays in the form whatever happens here.
 */
export const FormActions = ({ failure, submitting, dirty, onUndo, labels }: FormActionsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{intl.formatMessage(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={submitting}>
          {intl.formatMessage(submitting ? labels.saving : labels.save)}
        </Button>
        <Button type="button" disabled={!dirty || submitting} onClick={onUndo}>
          {intl.formatMessage(labels.undo)}
        </Button>
      </div>
    </>
  );
};

interface FormStateActionsProps<Values extends FieldValues> extends Pick<
  FormActionsProps,
  'failure' | 'labels'
> {
  /** The react-hook-form form: its state enables the buttons, Undo resets it. */
  form: Pick<UseFormReturn<Values>, 'formState' | 'reset'>;
  /** Undo also forgets the last failure. */
  onUndo: () => void;
}

/** FormActions of a react-hook-form form, whose state and reset are the form's own. */
export const FormStateActions = <Values extends FieldValues>({
  form,
  onUndo,
  ...actions
}: FormStateActionsProps<Values>) => (
  <FormActions
    {...actions}
    submitting={form.formState.isSubmitting}
    dirty={form.formState.isDirty}
    onUndo={() => {
      onUndo();
      form.reset();
    }}
  />
);
