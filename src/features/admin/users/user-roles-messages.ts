import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { RoleType } from '@/api/generated/users/model';

/** The role types of SPEC §3 / §6, as people name them. */
export const roleTypeLabels: Record<RoleType, MessageDescriptor> = defineMessages({
  'sys-admin': {
    id: 'admin.users.role.sysAdmin',
    defaultMessage: 'System administrator',
    description: 'Role type sys-admin: the provider’s system administrator, over every practice',
  },
  'sys-admin-read': {
    id: 'admin.users.role.sysAdminRead',
    defaultMessage: 'System administrator (read-only)',
    description: 'Role type sys-admin-read: a system administrator who can only consult',
  },
  'practice-admin': {
    id: 'admin.users.role.practiceAdmin',
    defaultMessage: 'Practice administrator',
    description: 'Role type practice-admin: administers one practice',
  },
  'practice-user': {
    id: 'admin.users.role.practiceUser',
    defaultMessage: 'Practice user',
    description: 'Role type practice-user: a practice-specific role (staff of one practice)',
  },
  'group-admin': {
    id: 'admin.users.role.groupAdmin',
    defaultMessage: 'Group administrator',
    description: 'Role type group-admin: the role over a group of practices (a clinic group)',
  },
});

export const userRolesMessages = defineMessages({
  heading: {
    id: 'admin.users.roles.heading',
    defaultMessage: 'Roles',
    description: 'Heading of the section listing the roles of a user',
  },
  noRole: {
    id: 'admin.users.roles.noRole',
    defaultMessage: 'no-role',
    description: 'SPEC label of a legacy role entry without a role name',
  },
  unknownPractice: {
    id: 'admin.users.roles.unknownPractice',
    defaultMessage: 'unknown',
    description: 'SPEC label of a practice without a name, in a role or a permission of a user',
  },
  allPractices: {
    id: 'admin.users.roles.allPractices',
    defaultMessage: 'All practices',
    description: 'Scope of a system role: it applies to every practice',
  },
  none: {
    id: 'admin.users.roles.none',
    defaultMessage: 'User has no roles',
    description: 'SPEC text shown in the roles section of a user who holds no role',
  },
  migrate: {
    id: 'admin.users.roles.migrate',
    defaultMessage: 'Migrate',
    description: 'Button migrating the user to the role model, beside the notice that roles need it',
  },
  migrating: {
    id: 'admin.users.roles.migrating',
    defaultMessage: 'Migrating…',
    description: 'The migrate button while the migration runs',
  },
  migrateHint: {
    id: 'admin.users.roles.migrateHint',
    defaultMessage: 'Migration turns the legacy permissions of each practice into a role on that practice.',
    description: 'Explanation beside the migrate button of a user not migrated yet',
  },
  addHeading: {
    id: 'admin.users.roles.addHeading',
    defaultMessage: 'Give a role',
    description: 'Heading of the form that gives the user a new role',
  },
  roleType: {
    id: 'admin.users.roles.roleType',
    defaultMessage: 'Role',
    description: 'Label of the choice of the role type to give',
  },
  chooseRole: {
    id: 'admin.users.roles.chooseRole',
    defaultMessage: 'Choose a role',
    description: 'Empty first choice of the role type list',
  },
  practice: {
    id: 'admin.users.roles.practice',
    defaultMessage: 'Practice',
    description: 'Label of the practice picker for a practice role',
  },
  group: {
    id: 'admin.users.roles.group',
    defaultMessage: 'Group of practices',
    description: 'Label of the group picker for a group role',
  },
  add: {
    id: 'admin.users.roles.add',
    defaultMessage: 'Give the role',
    description: 'Button giving the user the chosen role',
  },
  adding: {
    id: 'admin.users.roles.adding',
    defaultMessage: 'Giving the role…',
    description: 'The button giving a role while the change is saved',
  },
  alreadyHeld: {
    id: 'admin.users.roles.alreadyHeld',
    defaultMessage: 'The user already has this role.',
    description: 'Error of the give-a-role form when the user already holds exactly that role',
  },
  removeTitle: {
    id: 'admin.users.roles.removeTitle',
    defaultMessage: 'Remove this role?',
    description: 'Title of the dialog confirming the removal of a role from a user',
  },
  removeText: {
    id: 'admin.users.roles.removeText',
    defaultMessage: '{name} will lose the role {role} ({scope}).',
    description:
      'Text of the dialog confirming the removal of a role; {name} is the user, {role} the role, {scope} the practice, group or all practices',
  },
  removeConfirm: {
    id: 'admin.users.roles.removeConfirm',
    defaultMessage: 'Remove',
    description: 'Button of the dialog that confirms the removal of a role',
  },
});

export const removeRoleLabel = defineMessage<{ role: string; scope: string }>({
  id: 'admin.users.roles.removeLabel',
  defaultMessage: 'Remove the role {role} ({scope})',
  description:
    'Accessible name of the button removing one role; {role} is the role, {scope} where it applies',
});

export const groupMembersMessage = defineMessage<{ count: number; names: string }>({
  id: 'admin.users.roles.groupMembers',
  defaultMessage:
    '{count, plural, =0 {No practice in this group} one {# practice: {names}} other {# practices: {names}}}',
  description: 'The practices of a group role; {names} lists them, separated by commas',
});

/** The legacy permissions (pre-role model) of a user. */
export const legacyMessages = defineMessages({
  heading: {
    id: 'admin.users.legacy.heading',
    defaultMessage: 'Legacy permissions',
    description: 'Heading of the section with the permissions of the model before roles',
  },
  analytik: {
    id: 'admin.users.legacy.analytik',
    defaultMessage: 'Analytik: analytics on all the user’s practices',
    description: 'Checkbox giving the user the Analytik (analytics) permission on all their practices',
  },
  analytikOn: {
    id: 'admin.users.legacy.analytikOn',
    defaultMessage: 'Analytik: yes, on all the user’s practices',
    description: 'Read-only view: the user has the Analytik permission',
  },
  analytikOff: {
    id: 'admin.users.legacy.analytikOff',
    defaultMessage: 'Analytik: no',
    description: 'Read-only view: the user does not have the Analytik permission',
  },
  noPractices: {
    id: 'admin.users.legacy.noPractices',
    defaultMessage: 'No permission on a particular practice.',
    description: 'The user has no legacy permission given practice by practice',
  },
  addPractice: {
    id: 'admin.users.legacy.addPractice',
    defaultMessage: 'Add a practice',
    description: 'Label of the practice picker adding a practice to the legacy permissions',
  },
  pickPermissions: {
    id: 'admin.users.legacy.pickPermissions',
    defaultMessage: 'Choose at least one permission, or remove the practice.',
    description: 'Error of a practice in the legacy permissions when none of its permissions is checked',
  },
  save: {
    id: 'admin.users.legacy.save',
    defaultMessage: 'Save the permissions',
    description: 'Button saving the legacy permissions of a user',
  },
});

export const removePracticeLabel = defineMessage<{ practice: string }>({
  id: 'admin.users.legacy.removePractice',
  defaultMessage: 'Remove {practice}',
  description: 'Button removing every legacy permission of the user on one practice; {practice} is its name',
});

/**
 * The per-practice legacy permission names the portal knows (the backend owns the list: a name
 * not here is shown as it is).
 */
export const legacyPermissionLabels: Record<string, MessageDescriptor> = defineMessages({
  communications: {
    id: 'admin.users.legacy.permission.communications',
    defaultMessage: 'Communications',
    description: 'Legacy permission: the automated patient communications of the practice',
  },
  configuration: {
    id: 'admin.users.legacy.permission.configuration',
    defaultMessage: 'Configuration',
    description: 'Legacy permission: the configuration of the practice',
  },
  history: {
    id: 'admin.users.legacy.permission.history',
    defaultMessage: 'History',
    description: 'Legacy permission: the history of the messages sent to patients',
  },
  statistics: {
    id: 'admin.users.legacy.permission.statistics',
    defaultMessage: 'Statistics',
    description: 'Legacy permission: the statistics of the communications',
  },
  templates: {
    id: 'admin.users.legacy.permission.templates',
    defaultMessage: 'Templates',
    description: 'Legacy permission: the message templates',
  },
});

export const KNOWN_LEGACY_PERMISSIONS = Object.keys(legacyPermissionLabels);
