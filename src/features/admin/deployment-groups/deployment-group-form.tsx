import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
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

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The buttons go under each other on a phone rather than past the dialog's edge.
  actions: { flexWrap: 'wrap' },
});

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
  const styles = useStyles();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { save, saving } = useSaveDeploymentGroup();
  const form = useForm<DeploymentGroupValues>({
    resolver: zodResolver(deploymentGroupSchema),
    defaultValues: toFormValues(group),
  });
  useLeaveGuard(form.formState.isDirty);
  useEffect(() => onBusyChange(saving), [onBusyChange, saving]);

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
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(editTitleMessage, { name: group.name })}</DialogTitle>
        <DialogContent className={styles.content}>
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
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{intl.formatMessage(failure)}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={saving}>
            {intl.formatMessage(saving ? messages.saving : messages.save)}
          </Button>
          <Button disabled={saving} onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
};
