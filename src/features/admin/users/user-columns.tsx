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

/** The users table: the name opens the user's details (the list's query is kept). */
export const userColumns = (intl: IntlShape, detailHref: (id: string) => string): DataTableColumn<User>[] => [
  {
    id: 'name',
    header: intl.formatMessage(messages.columnName),
    cell: (user) => (
      <RouterLink href={detailHref(user.id)} asChild>
        <Link>{fullName(intl, user)}</Link>
      </RouterLink>
    ),
  },
  { id: 'email', header: intl.formatMessage(messages.columnEmail), cell: (user) => user.email },
  {
    id: 'roles',
    header: intl.formatMessage(messages.columnRoles),
    cell: (user) =>
      user.roles.length > 0 ? rolesSummary(intl, user.roles) : intl.formatMessage(messages.noRoles),
  },
  {
    id: 'migrated',
    header: intl.formatMessage(messages.columnMigrated),
    cell: (user) => intl.formatMessage(user.migrated ? adminMessages.yes : adminMessages.no),
  },
];
