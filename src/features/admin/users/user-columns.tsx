import { Link } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import type { User } from '@/api/generated/users/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { adminMessages } from '../shared/admin-messages';
import { rolesSummary } from './role-labels';
import { fullNameMessage, userAdminMessages as messages } from './user-admin-messages';

export const fullName = (intl: IntlShape, user: Pick<User, 'firstName' | 'lastName'>): string =>
  intl.formatMessage(fullNameMessage, { firstName: user.firstName, lastName: user.lastName });

/**
 * The users table: the name opens the user's details (the list's query is kept). Beside an open
 * user and on a phone, the roles and the migration step aside (the detail shows both). Names,
 * addresses and roles wrap: four columns on one line were cut at the list's edge, and a name at
 * its contract's length ran past a phone's screen on one line.
 */
export const userColumns = (intl: IntlShape, detailHref: (id: string) => string): DataTableColumn<User>[] => [
  {
    id: 'name',
    header: intl.formatMessage(messages.columnName),
    wrap: 'anywhere',
    cell: (user) => (
      <RouterLink href={detailHref(user.id)} asChild>
        <Link>{fullName(intl, user)}</Link>
      </RouterLink>
    ),
  },
  {
    id: 'email',
    header: intl.formatMessage(messages.columnEmail),
    wrap: 'anywhere',
    cell: (user) => user.email,
  },
  {
    id: 'roles',
    secondary: true,
    wrap: true,
    header: intl.formatMessage(messages.columnRoles),
    cell: (user) =>
      user.roles.length > 0 ? rolesSummary(intl, user.roles) : intl.formatMessage(messages.noRoles),
  },
  {
    id: 'migrated',
    secondary: true,
    header: intl.formatMessage(messages.columnMigrated),
    cell: (user) => intl.formatMessage(user.migrated ? adminMessages.yes : adminMessages.no),
  },
];
