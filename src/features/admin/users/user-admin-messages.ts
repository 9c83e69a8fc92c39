import { defineMessages } from 'react-intl';

export const userAdminMessages = defineMessages({
  title: {
    id: 'admin.users.title',
    defaultMessage: 'Users',
    description: 'Heading of the administration page that lists the users',
  },
});
