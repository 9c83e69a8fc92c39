import { defineMessages } from 'react-intl';

/**
 * Problem codes (openapi/) that say more than their HTTP status, kept apart from the screens'
 * own catalogues: every screen's error path loads this module, so it holds only these words.
 */
export const problemCodeMessages = defineMessages({
  USER_NOT_MIGRATED: {
    id: 'errors.user.mustMigrate',
    defaultMessage: 'The user must be migrated before their roles can be updated.',
    description: 'Roles of a user can only change after the user has been migrated',
  },
});
