import { zodResolver } from '@hookform/resolvers/zod';
import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useAddClinicsToGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { formatFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { ADMIN_OWN_ERRORS, adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { addPracticesSchema, type AddPracticesValues } from './clinic-group-schema';
import { clinicGroupsMessages as messages } from './clinic-groups-messages';
import { PracticeChoices } from './practice-choices';
import { useClinicGroupCache } from './use-clinic-group-cache';
import { usePracticeRefusals } from './use-practice-refusals';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

/**
 * Adds the chosen practices to the group (addClinicsToGroup). A practice of another group or an
 * unknown one is marked in the list, in words; the choice stays for another try.
 */
export const AddPracticesForm = ({ group }: { group: ClinicGroup }) => {
  const intl = useIntl();
  const styles = useStyles();
  const cache = useClinicGroupCache();
  // Conflicts and entry errors are said at the field; other failures by SPEC §8's snackbar and in the form.
  const add = useAddClinicsToGroup({ mutation: { meta: adminMutationMeta } });
  const form = useForm<AddPracticesValues>({
    resolver: zodResolver(addPracticesSchema),
    defaultValues: { practices: [] },
  });
  const refusals = usePracticeRefusals(form.setError);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { isDirty, isSubmitting } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async ({ practices }) => {
    refusals.clear();
    setFailure(undefined);
    const outcome = outcomeSnackbars({
      success: successMessages.groupUpdated,
      failure: clinicGroupErrorMessages.updateFailed,
    });
    try {
      const saved = await add.mutateAsync({
        id: group.id,
        data: { practices: practices.map((practice) => practice.id) },
      });
      cache.saved(saved);
      form.reset({ practices: [] });
      outcome.onSuccess();
    } catch (error) {
      if (await refusals.explain(error, { practices, groupId: group.id })) return;
      // A 400 on the whole list is said at the field; anything else also beside the choice kept
      // for another try, since the snackbar goes away.
      if (applyServerFieldErrors(error, form.setError, ['practices'])) return;
      outcome.onError(error);
      if (!isApiError(error) || ADMIN_OWN_ERRORS.includes(error.kind))
        setFailure(clinicGroupErrorMessages.updateFailed);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Controller
        control={form.control}
        name="practices"
        render={({ field, fieldState }) => (
          <PracticeChoices
            value={field.value}
            onChange={(practices) => {
              refusals.clear();
              form.clearErrors('practices');
              field.onChange(practices);
            }}
            error={fieldState.error?.message && formatFieldMessage(intl, fieldState.error.message)}
            entryErrors={refusals.entryErrors}
            exclude={group.practices.map((practice) => practice.id)}
            required
            disabled={isSubmitting}
          />
        )}
      />
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{intl.formatMessage(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" className={styles.submit} disabledFocusable={isSubmitting}>
        {intl.formatMessage(isSubmitting ? messages.adding : messages.addSubmit)}
      </Button>
    </form>
  );
};
