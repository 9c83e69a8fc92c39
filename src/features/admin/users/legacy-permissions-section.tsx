import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { User } from '@/api/generated/users/model';
import { DetailSection } from '../shared/detail-section';
import { LegacyPermissionsForm } from './legacy-permissions-form';
import { legacyMessages as messages, legacyPermissionLabels, userRolesMessages } from './user-roles-messages';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
});

interface LegacyPermissionsSectionProps {
  user: User;
  readOnly: boolean;
}

/** The legacy permissions: a form for an administrator, plain text for a read-only one. */
export const LegacyPermissionsSection = ({ user, readOnly }: LegacyPermissionsSectionProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { analytik, practices } = user.legacyPermissions;
  const permissionName = (permission: string) => {
    const label = legacyPermissionLabels[permission];
    return label ? intl.formatMessage(label) : permission;
  };
  return (
    <DetailSection title={intl.formatMessage(messages.heading)}>
      {readOnly ? (
        <>
          <Text>{intl.formatMessage(analytik ? messages.analytikOn : messages.analytikOff)}</Text>
          {practices.length === 0 ? (
            <Text>{intl.formatMessage(messages.noPractices)}</Text>
          ) : (
            <ul className={styles.list}>
              {practices.map((entry) => (
                <li key={entry.practiceId}>
                  {entry.practiceName || intl.formatMessage(userRolesMessages.unknownPractice)}
                  {' – '}
                  {entry.permissions.map(permissionName).join(', ')}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        // Starts again from the server's answer when it changes (a migration empties the practices).
        <LegacyPermissionsForm key={JSON.stringify(user.legacyPermissions)} user={user} />
      )}
    </DetailSection>
  );
};
