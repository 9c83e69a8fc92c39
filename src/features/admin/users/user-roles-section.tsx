import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useMigrateUser, useUpdateUserRoles } from '@/api/generated/users/users';
import type { RoleEntry, User } from '@/api/generated/users/model';
import { confirm } from '@/components/feedback/dialog-kinds';
import { isGroupRole, roleTarget } from '@/domain/role-entries';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { AddRoleForm } from './add-role-form';
import { DetailSection } from '../shared/detail-section';
import { roleName, roleScope } from './role-labels';
import { roleChangeSnackbars, toAssignments } from './role-changes';
import { fullName } from './user-columns';
import { groupMembersMessage, removeRoleLabel, userRolesMessages as messages } from './user-roles-messages';
import { useUserCache } from './use-user-cache';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke3,
  },
  entry: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const entryKey = (entry: RoleEntry, index: number) => {
  const { practiceId, groupId } = roleTarget(entry);
  return `${entry.role ?? 'none'}|${practiceId ?? ''}|${groupId ?? ''}|${index}`;
};

interface UserRolesSectionProps {
  user: User;
  readOnly: boolean;
}

/**
 * The user's roles, and for an administrator: give one, remove one (after asking), and migrate
 * a user of the old model, which roles need first (SPEC §4).
 */
export const UserRolesSection = ({ user, readOnly }: UserRolesSectionProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const cache = useUserCache();
  const migrate = useMigrateUser({ mutation: { meta: adminMutationMeta, onSuccess: cache.saved } });
  const updateRoles = useUpdateUserRoles({ mutation: { meta: adminMutationMeta, onSuccess: cache.saved } });

  const remove = async (entry: RoleEntry, index: number) => {
    const role = roleName(intl, entry.role);
    const scope = roleScope(intl, entry);
    const accepted = await confirm({
      title: messages.removeTitle,
      text: { message: messages.removeText, values: { name: fullName(intl, user), role, scope } },
      confirmLabel: messages.removeConfirm,
    });
    if (!accepted) return;
    updateRoles.mutate(
      { id: user.id, data: { roles: toAssignments(user.roles.filter((_, other) => other !== index)) } },
      roleChangeSnackbars(successMessages.roleRemoved, userErrorMessages.removeRoleFailed),
    );
  };

  return (
    <DetailSection title={intl.formatMessage(messages.heading)}>
      {!user.migrated && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {intl.formatMessage(userErrorMessages.mustMigrateFirst)}
            {!readOnly && <> {intl.formatMessage(messages.migrateHint)}</>}
          </MessageBarBody>
          {!readOnly && (
            <MessageBarActions>
              <Button
                disabledFocusable={migrate.isPending}
                onClick={() =>
                  migrate.mutate(
                    { id: user.id },
                    outcomeSnackbars({
                      success: successMessages.userMigrated,
                      failure: userErrorMessages.migrateFailed,
                    }),
                  )
                }
              >
                {intl.formatMessage(migrate.isPending ? messages.migrating : messages.migrate)}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      {user.roles.length === 0 ? (
        <Text>{intl.formatMessage(messages.none)}</Text>
      ) : (
        <ul className={styles.list}>
          {user.roles.map((entry, index) => {
            const role = roleName(intl, entry.role);
            const scope = roleScope(intl, entry);
            return (
              <li key={entryKey(entry, index)} className={styles.item}>
                <div className={styles.entry}>
                  <Text weight="semibold">{role}</Text>
                  <Text>{scope}</Text>
                  {isGroupRole(entry) && (
                    <Text size={200} className={styles.muted}>
                      {intl.formatMessage(groupMembersMessage, {
                        count: entry.groupMembers.length,
                        names: entry.groupMembers.map((member) => member.name).join(', '),
                      })}
                    </Text>
                  )}
                </div>
                {!readOnly && (
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={intl.formatMessage(removeRoleLabel, { role, scope })}
                    disabledFocusable={updateRoles.isPending}
                    onClick={() => void remove(entry, index)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && <AddRoleForm user={user} />}
    </DetailSection>
  );
};
