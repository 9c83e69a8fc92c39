import { defineMessage, defineMessages } from 'react-intl';

export const userAdminMessages = defineMessages({
  title: {
    id: 'admin.users.title',
    defaultMessage: 'Users',
    description: 'Heading of the administration page that lists the users',
  },
  detailLabel: {
    id: 'admin.users.detailLabel',
    defaultMessage: 'User details',
    description: 'Accessible name of the panel showing the details of the user chosen in the list',
  },
  tableLabel: {
    id: 'admin.users.list.tableLabel',
    defaultMessage: 'Users of the portal',
    description: 'Accessible name of the users table and of the region it scrolls in',
  },
  loading: {
    id: 'admin.users.list.loading',
    defaultMessage: 'Loading the users…',
    description: 'Spinner label while the first page of the users list loads',
  },
  loadError: {
    id: 'admin.users.list.loadError',
    defaultMessage: 'The users could not be loaded. Please try again later.',
    description: 'Message in place of the users list when it could not be loaded',
  },
  searchPlaceholder: {
    id: 'admin.users.list.searchPlaceholder',
    defaultMessage: 'Name or email',
    description: 'Placeholder of the search box of the users list: what can be searched',
  },
  filters: {
    id: 'admin.users.list.filters',
    defaultMessage: 'Filters of the users list',
    description: 'Accessible name of the group holding the search and the filters of the users list',
  },
  roleFilter: {
    id: 'admin.users.list.roleFilter',
    defaultMessage: 'Role',
    description: 'Label of the filter keeping the users who hold a role of the chosen type',
  },
  migratedFilter: {
    id: 'admin.users.list.migratedFilter',
    defaultMessage: 'Migrated',
    description:
      'Label of the filter keeping the users migrated to the role model, or those not migrated yet',
  },
  columnName: {
    id: 'admin.users.list.column.name',
    defaultMessage: 'Name',
    description: 'Column header of the users table: first and last name (a link to the details)',
  },
  columnEmail: {
    id: 'admin.users.list.column.email',
    defaultMessage: 'Email',
    description: 'Column header of the users table: email address',
  },
  columnRoles: {
    id: 'admin.users.list.column.roles',
    defaultMessage: 'Roles',
    description: 'Column header of the users table: the kinds of roles the user holds',
  },
  columnMigrated: {
    id: 'admin.users.list.column.migrated',
    defaultMessage: 'Migrated',
    description: 'Column header of the users table: whether the user was migrated to the role model (Yes/No)',
  },
  noRoles: {
    id: 'admin.users.list.noRoles',
    defaultMessage: 'No roles',
    description: 'Roles cell of a user who holds no role at all',
  },
  empty: {
    id: 'admin.users.list.empty',
    defaultMessage: 'No user matches this search or these filters.',
    description: 'Shown in place of the users table when the search and filters match nobody',
  },
  create: {
    id: 'admin.users.create.open',
    defaultMessage: 'Create a user',
    description: 'Button opening the dialog that creates a user; also the title of that dialog',
  },
  createIntro: {
    id: 'admin.users.create.intro',
    defaultMessage:
      'The user receives an email with a temporary password. Roles are given on the user’s page once created.',
    description: 'Text at the top of the dialog that creates a user',
  },
  createSubmit: {
    id: 'admin.users.create.submit',
    defaultMessage: 'Create',
    description: 'Button of the create-user dialog that creates the user',
  },
  creating: {
    id: 'admin.users.create.creating',
    defaultMessage: 'Creating…',
    description: 'The create button of the create-user dialog while the user is being created',
  },
  cancel: {
    id: 'admin.users.create.cancel',
    defaultMessage: 'Cancel',
    description: 'Button closing the create-user dialog without creating anyone',
  },
  createFailed: {
    id: 'admin.users.create.failed',
    defaultMessage: 'The user could not be created. Please try again later.',
    description: 'Message in the create-user dialog when the creation failed (what was typed is kept)',
  },
  checkFields: {
    id: 'admin.users.form.checkFields',
    defaultMessage: 'Some information is missing or incorrect: see the messages under the fields.',
    description: 'Message of a user form when the server refused some fields (each field says why)',
  },
  emailTaken: {
    id: 'admin.users.form.emailTaken',
    defaultMessage: 'Another user already has this email address.',
    description: 'Error under the email field of a user form: the address belongs to another user',
  },
  email: {
    id: 'admin.users.form.email',
    defaultMessage: 'Email',
    description: 'Label of the email field of a user (create and edit forms)',
  },
  firstName: {
    id: 'admin.users.form.firstName',
    defaultMessage: 'First name',
    description: 'Label of the first name field of a user (create and edit forms)',
  },
  lastName: {
    id: 'admin.users.form.lastName',
    defaultMessage: 'Last name',
    description: 'Label of the last name field of a user (create and edit forms)',
  },
});

export const userCountMessage = defineMessage<{ count: number }>({
  id: 'admin.users.list.count',
  defaultMessage: '{count, plural, =0 {No users} one {# user} other {# users}}',
  description: 'Number of users matching the search and filters, above the users table',
});

export const userCreatedMessage = defineMessage<{ name: string }>({
  id: 'admin.users.create.created',
  defaultMessage: 'The user {name} has been created.',
  description: 'Snackbar after a user was created; {name} is their first and last name',
});

export const fullNameMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'admin.users.fullName',
  defaultMessage: '{firstName} {lastName}',
  description: 'A user’s full name, as shown in the list and the details (first name, then last name)',
});
