import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: {
    id: 'layout.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Link, first in the page for keyboard users, that jumps past the header and the menu',
  },
  navigation: {
    id: 'layout.navigation',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the navigation drawer',
  },
  openNavigation: {
    id: 'layout.navigation.open',
    defaultMessage: 'Open the menu',
    description: 'Button on small screens that opens the navigation drawer',
  },
  closeNavigation: {
    id: 'layout.navigation.close',
    defaultMessage: 'Close the menu',
    description: 'Button on small screens that closes the navigation drawer',
  },
  communications: {
    id: 'layout.section.communications',
    defaultMessage: 'Communications',
    description: 'Heading of the drawer section for automated patient communications',
  },
  analytik: {
    id: 'layout.section.analytik',
    defaultMessage: 'Analytik',
    description: 'Heading of the drawer section for analytics; Analytik is a product name, keep it',
  },
  administration: {
    id: 'layout.section.administration',
    defaultMessage: 'Administration',
    description: 'Heading of the drawer section for the provider staff administration screens',
  },
  practiceSection: {
    id: 'layout.section.practice',
    defaultMessage: 'Practice',
    description:
      'Heading of the drawer section for the practice (dental clinic) itself, shown when the practice has no automated communications: holds its configuration',
  },
  practice: {
    id: 'layout.practice.label',
    defaultMessage: 'Practice',
    description: 'Label of the header field that chooses the current practice (dental clinic)',
  },
  practiceListButton: {
    id: 'layout.practice.openList',
    defaultMessage: 'Show the practices',
    description:
      "Name, for screen readers, of the arrow button that opens the list of the header's practice field",
  },
  noPracticeMatch: {
    id: 'layout.practice.noMatch',
    defaultMessage: 'No practice matches',
    description: 'Shown in the practice switcher when the typed text matches no practice',
  },
  userMenu: {
    id: 'layout.userMenu.label',
    defaultMessage: 'Account menu',
    description: 'Accessible name of the header button that opens the account menu',
  },
  changePassword: {
    id: 'layout.changePassword',
    defaultMessage: 'Change password',
    description: 'Item of the account menu that opens the dialog where the user changes their password',
  },
  signOut: {
    id: 'layout.userMenu.signOut',
    defaultMessage: 'Sign out',
    description: 'Account menu item that signs the user out',
  },
});

export const userMenuOfMessage = defineMessage<{ name: string }>({
  id: 'layout.userMenu.labelOf',
  defaultMessage: 'Account menu of {name}',
  description: 'Accessible name of the header button that opens the account menu; name is the user full name',
});

export const signedInAsMessage = defineMessage<{ name: string; username: string }>({
  id: 'layout.userMenu.signedInAs',
  defaultMessage: '{name} ({username})',
  description: 'First line of the account menu: the signed-in user full name and username',
});

export const unreadRepliesMessage = defineMessage<{ count: number }>({
  id: 'layout.unreadReplies',
  defaultMessage: '{count, plural, one {# unread reply} other {# unread replies}}',
  description: 'Accessible name of the count beside the patient replies link of the navigation drawer',
});

export const moreThanMessage = defineMessage<{ max: number }>({
  id: 'layout.unreadRepliesMore',
  defaultMessage: '{max, number}+',
  description: 'A count too large to show beside a drawer link, e.g. "99+"',
});
