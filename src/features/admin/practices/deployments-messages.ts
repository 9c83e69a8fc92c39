import { defineMessage, defineMessages } from 'react-intl';

export const deploymentsMessages = defineMessages({
  release: {
    id: 'admin.practices.deployments.release',
    defaultMessage: 'Release of the group',
    description: 'Label: the release (version name) the practice’s deployment group distributes',
  },
  migrationHeading: {
    id: 'admin.practices.deployments.migration.heading',
    defaultMessage: 'New infrastructure',
    description: 'Heading of the section about moving the practice to the new (cloud) infrastructure',
  },
  migrationText: {
    id: 'admin.practices.deployments.migration.text',
    defaultMessage:
      'Migrating moves the practice’s installation to the new infrastructure. It cannot be undone from this screen.',
    description: 'Explanation above the button that migrates a practice to the new infrastructure',
  },
  migrate: {
    id: 'admin.practices.deployments.migrate',
    defaultMessage: 'Migrate to the new infrastructure',
    description: 'Button that migrates the practice to the new infrastructure (after a confirmation)',
  },
  migrating: {
    id: 'admin.practices.deployments.migrating',
    defaultMessage: 'Migrating…',
    description: 'Migrate button text while the migration runs',
  },
  confirmText: {
    id: 'admin.practices.deployments.confirm.text',
    defaultMessage:
      'The practice’s installation will move to the new infrastructure. This cannot be undone here.',
    description: 'Text of the dialog confirming the migration of a practice',
  },
  confirmAction: {
    id: 'admin.practices.deployments.confirm.action',
    defaultMessage: 'Migrate',
    description: 'Button of the confirmation dialog that starts the migration',
  },
  unsupported: {
    id: 'admin.practices.deployments.unsupported',
    defaultMessage:
      'This practice cannot be migrated: its installation does not support the new infrastructure.',
    description: 'Why the migration of a practice is refused (the practice is flagged as not supported)',
  },
  alreadyMigrated: {
    id: 'admin.practices.deployments.alreadyMigrated',
    defaultMessage: 'This practice already runs on the new infrastructure.',
    description: 'Why the migration of a practice is refused: it is already migrated',
  },
  refused: {
    id: 'admin.practices.deployments.refused',
    defaultMessage: 'The migration was refused.',
    description: 'Title of the message showing why the server refused to migrate the practice',
  },
  migrated: {
    id: 'admin.practices.deployments.migrated',
    defaultMessage: 'The practice has been migrated to the new infrastructure.',
    description: 'Snackbar after a practice was migrated to the new infrastructure',
  },
  migrateFailed: {
    id: 'admin.practices.deployments.migrateFailed',
    defaultMessage: 'The practice could not be migrated. Please try again later.',
    description: 'Snackbar when migrating a practice failed (server or network)',
  },
});

export const confirmMigrationTitle = defineMessage<{ practice: string }>({
  id: 'admin.practices.deployments.confirm.title',
  defaultMessage: 'Migrate {practice} to the new infrastructure?',
  description: 'Title of the dialog confirming a migration; {practice} is the practice name',
});
