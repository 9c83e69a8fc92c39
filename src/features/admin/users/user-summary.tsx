import { Badge, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { User } from '@/api/generated/users/model';
import { formatWrittenDate } from '@/i18n/format';
import { fullName } from './user-columns';
import {
  createdOnMessage,
  lastSignInMessage,
  userDetailMessages as messages,
  usernameMessage,
} from './user-detail-messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A long address breaks rather than widening the panel past a phone's screen.
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Who the user is: name, email, sign-in name when it is not the email, migration, dates. */
export const UserSummary = ({ user }: { user: User }) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.title}>
        <Subtitle1 as="h2" className={styles.wrap}>
          {fullName(intl, user)}
        </Subtitle1>
        <Badge appearance="tint" color={user.migrated ? 'success' : 'warning'}>
          {intl.formatMessage(user.migrated ? messages.migrated : messages.notMigrated)}
        </Badge>
      </div>
      <Text className={styles.wrap}>{user.email}</Text>
      {user.username.toLowerCase() !== user.email.toLowerCase() && (
        <Text className={styles.wrap}>
          {intl.formatMessage(usernameMessage, { username: user.username })}
        </Text>
      )}
      <Text size={200} className={styles.muted}>
        {intl.formatMessage(createdOnMessage, {
          date: formatWrittenDate(intl, user.createdAt, { format: 'long' }),
        })}
        {' · '}
        {user.lastSignInAt
          ? intl.formatMessage(lastSignInMessage, {
              date: formatWrittenDate(intl, user.lastSignInAt, { format: 'long' }),
            })
          : intl.formatMessage(messages.neverSignedIn)}
      </Text>
    </div>
  );
};
