import { zodResolver } from '@hookform/resolvers/zod';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAddClinicsToGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { formatFieldMessage } from '@/components/forms/field-messages';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
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
  // Conflicts and entry errors are said at the field; other failures by SPEC §8's snackbar.
  const add = useAddClinicsToGroup({ mutation: { meta: adminMutationMeta } });
  const form = useForm<AddPracticesValues>({
    resolver: zodResolver(addPracticesSchema),
    defaultValues: { practices: [] },
  });
  const refusals = usePracticeRefusals(form.setError);
  const { isDirty, isSubmitting } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async ({ practices }) => {
    refusals.clear();
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
      if (!(await refusals.explain(error, { practices, groupId: group.id }))) outcome.onError(error);
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
      <Button type="submit" className={styles.submit} disabledFocusable={isSubmitting}>
        {intl.formatMessage(isSubmitting ? messages.adding : messages.addSubmit)}
      </Button>
    </form>
  );
};
