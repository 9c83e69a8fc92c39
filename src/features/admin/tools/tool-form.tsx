import { zodResolver } from '@hookform/resolvers/zod';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { ToolVersion } from '@/api/generated/tools/model';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { TextareaField } from '@/components/forms/textarea-field';
import { notify } from '@/components/feedback/snackbar-store';
import { toolErrorMessages } from '@/lib/errors/admin-error-messages';
import { errorMessage } from '@/lib/errors/error-message';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { adminMessages } from '../shared/admin-messages';
import { InstallerField } from './installer-field';
import { ToolFormFields } from './tool-form-fields';
import { editTitleMessage, toolFormMessages as messages } from './tool-form-messages';
import {
  emptyToolForm,
  TOOL_FORM_FIELDS,
  toolFormSchema,
  toolFormValues,
  toToolCreate,
  toToolUpdate,
  type ToolFormValues,
} from './tool-form-schema';
import { useSaveTool } from './use-save-tool';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground2 },
});

interface ToolFormProps {
  /** The saved tool to edit; a new tool without it. */
  tool?: ToolVersion | undefined;
  /** Said above the fields (the tool could not be loaded again…). */
  notice?: ReactNode;
  /** After a save, or when given up. */
  onClose: () => void;
  /** A save is under way: the dialog must not close under it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Creates a tool, or changes one (only what changed is sent), with its installer. A failed call
 * keeps everything typed and chosen, and says which operation failed.
 */
export const ToolForm = ({ tool, notice, onClose, onBusyChange }: ToolFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { createTool, updateTool, saving } = useSaveTool();
  const form = useForm<ToolFormValues>({
    // Raw: the form keeps what was typed and chosen; the submit parses it into the call's body.
    resolver: zodResolver(toolFormSchema, undefined, { raw: true }),
    defaultValues: tool ? toolFormValues(tool) : emptyToolForm(),
  });
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty);
  // The server's copy came after the list's: shown as long as nothing was typed yet.
  const { reset } = form;
  useEffect(() => {
    if (tool && !isDirty) reset(toolFormValues(tool));
    // Only a new copy of the tool resets the form, not the form becoming clean again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool, reset]);

  const onFailure = (error: unknown) => {
    if (tool && isApiError(error) && error.kind === 'not-found') {
      notify({ intent: 'warning', message: adminMessages.notFound });
      onClose();
      return;
    }
    if (isApiError(error) && error.kind === 'conflict') {
      form.setError(
        'toolName',
        { type: 'server', message: encodeFieldMessage(messages.nameTaken) },
        { shouldFocus: true },
      );
      return;
    }
    if (applyServerFieldErrors(error, form.setError, TOOL_FORM_FIELDS)) return;
    const refused = isApiError(error) && (error.kind === 'forbidden' || error.kind === 'rate-limited');
    if (refused) setFailure(errorMessage(error).descriptor);
    else setFailure(tool ? toolErrorMessages.updateFailed : toolErrorMessages.createFailed);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const output = toolFormSchema.parse(values);
    try {
      if (tool) {
        const update = toToolUpdate(tool, output);
        if (!update) {
          onClose();
          return;
        }
        await updateTool(tool.idUpdatableTool, update);
      } else {
        await createTool(toToolCreate(output));
      }
      form.reset(values);
      notify({
        intent: 'success',
        message: tool ? successMessages.toolUpdated : successMessages.toolCreated,
      });
      onClose();
    } catch (error) {
      onFailure(error);
    }
  });

  return (
    <AdminFormDialog
      title={
        tool
          ? intl.formatMessage(editTitleMessage, { tool: tool.toolName })
          : intl.formatMessage(messages.createTitle)
      }
      onSubmit={onSubmit}
      pending={saving}
      failure={failure}
      onCancel={onClose}
      onBusyChange={onBusyChange}
      labels={{
        submit: tool ? messages.save : messages.create,
        pending: messages.saving,
        cancel: messages.cancel,
      }}
    >
      {notice}
      {!tool && <Text className={styles.note}>{intl.formatMessage(messages.createNote)}</Text>}
      <ToolFormFields control={form.control} disabled={saving} />
      <InstallerField
        control={form.control}
        currentUrl={tool?.downloadUrl}
        onFileChosen={() => void form.trigger('file')}
        disabled={saving}
      />
      <TextareaField
        control={form.control}
        name="selectorQuery"
        label={intl.formatMessage(messages.selectorQuery)}
        hint={intl.formatMessage(messages.selectorQueryHint)}
        rows={3}
        spellCheck={false}
        disabled={saving}
      />
    </AdminFormDialog>
  );
};
