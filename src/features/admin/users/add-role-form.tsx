import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { useUpdateUserRoles } from '@/api/generated/users/users';
import type { RoleAssignment, User } from '@/api/generated/users/model';
import { encodeFieldMessage, fieldIssue, formatFieldMessage } from '@/components/forms/field-messages';
import { SelectField } from '@/components/forms/select-field';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { ADMIN_OWN_ERRORS, adminMutationMeta } from '../shared/admin-feedback';
import { GroupPicker } from '@/components/pickers/group-picker';
import { PracticePicker } from '@/components/pickers/practice-picker';
import { PRACTICE_ROLE_TYPES, sameRole } from './role-labels';
import { roleChangeSnackbars, toAssignments } from './role-changes';
import { ROLE_TYPES } from './user-list-query';
import { roleTypeLabels, userRolesMessages as messages } from './user-roles-messages';
import { useUserCache } from './use-user-cache';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  heading: { gridColumn: '1 / -1' },
  action: { gridColumn: '1 / -1', justifySelf: 'start' },
});

const required = fieldIssue('required');

/** A role type, and the practice or the group it applies to when the type takes one. */
const addRoleSchema = z
  .object({
    role: z.union([z.enum(ROLE_TYPES), z.literal('')]).refine((role) => role !== '', required),
    practice: z.object({ id: z.string(), name: z.string() }).optional(),
    group: z
      .object({
        id: z.number(),
        name: z.string(),
        members: z.array(z.object({ id: z.string(), name: z.string() })),
      })
      .optional(),
  })
  .superRefine(({ role, practice, group }, context) => {
    if (PRACTICE_ROLE_TYPES.includes(role) && !practice)
      context.addIssue({ code: 'custom', path: ['practice'], message: required.error });
    if (role === 'group-admin' && !group)
      context.addIssue({ code: 'custom', path: ['group'], message: required.error });
  });

type AddRoleValues = z.input<typeof addRoleSchema>;

const assignmentOf = ({ role, practice, group }: AddRoleValues): RoleAssignment | undefined => {
  if (role === '') return undefined;
  if (PRACTICE_ROLE_TYPES.includes(role)) return practice ? { role, practiceId: practice.id } : undefined;
  if (role === 'group-admin') return group ? { role, groupId: group.id } : undefined;
  return { role };
};

/**
 * Gives the user one more role: a system role, a practice role on a practice found with the
 * practice picker, or a group role on a group (its practices shown once chosen). The whole new
 * list is sent; a user not migrated yet is refused by the server, and the snackbar says why.
 */
export const AddRoleForm = ({ user }: { user: User }) => {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const cache = useUserCache();
  const updateRoles = useUpdateUserRoles({ mutation: { meta: adminMutationMeta, onSuccess: cache.saved } });
  const form = useForm<AddRoleValues>({
    resolver: zodResolver(addRoleSchema),
    defaultValues: { role: '' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const [failure, setFailure] = useState<MessageDescriptor>();
  // The pickers hold objects: their error is the object's own.
  const messageOf = (error: { message?: string } | undefined) =>
    error?.message ? formatFieldMessage(intl, error.message) : undefined;
  const practiceError = messageOf(form.formState.errors.practice);
  const groupError = messageOf(form.formState.errors.group);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const assignment = assignmentOf(values);
    if (!assignment) return;
    if (user.roles.some((entry) => sameRole(toAssignments([entry])[0] ?? {}, assignment))) {
      form.setError(
        'role',
        { type: 'held', message: encodeFieldMessage(messages.alreadyHeld) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await updateRoles.mutateAsync(
        { id: user.id, data: { roles: [...toAssignments(user.roles), assignment] } },
        roleChangeSnackbars(successMessages.saved, userErrorMessages.updateFailed),
      );
      form.reset({ role: '' });
    } catch (error) {
      // The choice stays for another try. The roles held were sent as they were: a refusal of the
      // list is about the role added, said at its type.
      const refused = isApiError(error) && error.kind === 'validation' ? error.fieldErrors[0] : undefined;
      if (refused) {
        form.setError('role', { type: 'server', message: refused.message }, { shouldFocus: true });
      } else if (isApiError(error) && error.code === 'USER_NOT_MIGRATED') {
        // The warning above the form says it for as long as it holds (user-roles-section.tsx).
      } else if (!isApiError(error) || ADMIN_OWN_ERRORS.includes(error.kind)) {
        // Said in the form too, beside the choice: the snackbar goes away.
        setFailure(userErrorMessages.updateFailed);
      }
    }
  });

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Subtitle2 as="h4" id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.addHeading)}
      </Subtitle2>
      <SelectField
        control={form.control}
        name="role"
        required
        label={intl.formatMessage(messages.roleType)}
        placeholder={intl.formatMessage(messages.chooseRole)}
        options={ROLE_TYPES.map((type) => ({ value: type, label: intl.formatMessage(roleTypeLabels[type]) }))}
      />
      {role !== '' && PRACTICE_ROLE_TYPES.includes(role) && (
        <Controller
          control={form.control}
          name="practice"
          render={({ field }) => (
            <PracticePicker
              label={intl.formatMessage(messages.practice)}
              required
              value={field.value}
              onChange={field.onChange}
              validationMessage={practiceError}
            />
          )}
        />
      )}
      {role === 'group-admin' && (
        <Controller
          control={form.control}
          name="group"
          render={({ field }) => (
            <GroupPicker
              label={intl.formatMessage(messages.group)}
              required
              value={field.value}
              onChange={field.onChange}
              validationMessage={groupError}
            />
          )}
        />
      )}
      {failure && (
        <MessageBar intent="error" role="alert" className={styles.action}>
          <MessageBarBody>{intl.formatMessage(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" className={styles.action} disabledFocusable={form.formState.isSubmitting}>
        {intl.formatMessage(form.formState.isSubmitting ? messages.adding : messages.add)}
      </Button>
    </form>
  );
};
