import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { DeploymentGroup } from '@/api/generated/administration/model';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { TextField } from '@/components/forms/text-field';
import { notify } from '@/components/feedback/snackbar-store';
import { errorMessage } from '@/lib/errors/error-message';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { adminMessages } from '../shared/admin-messages';
import {
  DEPLOYMENT_GROUP_FIELDS,
  deploymentGroupSchema,
  toDeploymentGroupUpdate,
  toFormValues,
  type DeploymentGroupValues,
} from './deployment-group-schema';
import {
  deploymentGroupsMessages as messages,
  editTitleMessage,
  nameTakenMessage,
} from './deployment-groups-messages';
import { useSaveDeploymentGroup } from './use-save-deployment-group';

interface DeploymentGroupFormProps {
  group: DeploymentGroup;
  /** After a save, or when given up. */
  onClose: () => void;
  /** A save is under way: the dialog must not close under it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Renames a deployment group or changes its release. A failed save keeps what was typed, with
 * the reason at the field (a name already taken) or above the buttons.
 */
export const DeploymentGroupForm = ({ group, onClose, onBusyChange }: DeploymentGroupFormProps) => {
  const intl = useIntl();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { save, saving } = useSaveDeploymentGroup();
  const form = useForm<DeploymentGroupValues>({
    resolver: zodResolver(deploymentGroupSchema),
    defaultValues: toFormValues(group),
  });
  useLeaveGuard(form.formState.isDirty);

  const onFailure = (error: unknown) => {
    if (isApiError(error) && error.kind === 'not-found') {
      notify({ intent: 'warning', message: adminMessages.notFound });
      onClose();
      return;
    }
    if (isApiError(error) && error.kind === 'conflict') {
      form.setError(
        'name',
        { type: 'server', message: encodeFieldMessage(nameTakenMessage) },
        { shouldFocus: true },
      );
      return;
    }
    if (applyServerFieldErrors(error, form.setError, DEPLOYMENT_GROUP_FIELDS)) return;
    const refused = isApiError(error) && (error.kind === 'forbidden' || error.kind === 'rate-limited');
    setFailure(refused ? errorMessage(error).descriptor : messages.updateFailed);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const update = toDeploymentGroupUpdate(group, deploymentGroupSchema.parse(values));
    if (!update) {
      onClose();
      return;
    }
    try {
      await save(group.id, update);
      form.reset(values);
      notify({ intent: 'success', message: successMessages.saved });
      onClose();
    } catch (error) {
      onFailure(error);
    }
  });

  return (
    <AdminFormDialog
      title={intl.formatMessage(editTitleMessage, { name: group.name })}
      onSubmit={onSubmit}
      pending={saving}
      failure={failure}
      onCancel={onClose}
      onBusyChange={onBusyChange}
      labels={{ submit: messages.save, pending: messages.saving, cancel: messages.cancel }}
    >
      <TextField
        control={form.control}
        name="name"
        label={intl.formatMessage(messages.name)}
        required
        autoComplete="off"
        disabled={saving}
      />
      <TextField
        control={form.control}
        name="releaseName"
        label={intl.formatMessage(messages.releaseName)}
        hint={intl.formatMessage(messages.releaseHint)}
        required
        autoComplete="off"
        spellCheck={false}
        disabled={saving}
      />
    </AdminFormDialog>
  );
};
