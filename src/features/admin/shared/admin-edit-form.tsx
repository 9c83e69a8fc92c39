import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { FormStateActions } from '@/components/forms/form-actions';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface AdminEditFormProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'formState' | 'reset'>;
  /** The form's submit, react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why the last save failed, in the area's words. */
  failure: MessageDescriptor | undefined;
  /** Undo forgets the last failure too. */
  onUndo: () => void;
  labels: { save: MessageDescriptor; saving: MessageDescriptor; undo: MessageDescriptor };
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * An edit form of an administration page (a user's profile, their legacy permissions, a group's
 * name): the fields, then why the last save failed, Save and Undo changes.
 */
export const AdminEditForm = <Values extends FieldValues>({
  form,
  onSubmit,
  failure,
  onUndo,
  labels,
  className,
  children,
}: AdminEditFormProps<Values>) => {
  const styles = useStyles();
  return (
    <form
      className={mergeClasses(styles.form, className)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {children}
      <FormStateActions form={form} failure={failure} onUndo={onUndo} labels={labels} />
    </form>
  );
};
