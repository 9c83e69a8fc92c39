import { defineMessage, defineMessages } from 'react-intl';

export const modulesMessages = defineMessages({
  loading: {
    id: 'admin.practices.modules.loading',
    defaultMessage: 'Loading the modules…',
    description: 'Spinner label while the modules of a practice load',
  },
  loadError: {
    id: 'admin.practices.modules.loadError',
    defaultMessage: 'The modules could not be loaded. Please try again later.',
    description: 'Shown on the modules tab when the modules of the practice cannot be fetched',
  },
  note: {
    id: 'admin.practices.modules.note',
    defaultMessage: 'A change takes up to 15 minutes to reach the practice.',
    description: 'Note above the modules of a practice: turning one on or off is not immediate',
  },
  on: {
    id: 'admin.practices.modules.on',
    defaultMessage: 'On',
    description: 'State of a module that is turned on (badge)',
  },
  off: {
    id: 'admin.practices.modules.off',
    defaultMessage: 'Off',
    description: 'State of a module that is turned off (badge)',
  },
});

export const moduleSinceMessage = defineMessage<{ enabled: boolean; date: string }>({
  id: 'admin.practices.modules.since',
  defaultMessage: '{enabled, select, true {On since {date}} other {Off since {date}}}',
  description: 'State of a module and since when; {date} is a date, e.g. "March 12, 2026"',
});

export const modulePendingMessage = defineMessage<{ enabled: boolean; time: string }>({
  id: 'admin.practices.modules.pending',
  defaultMessage:
    '{enabled, select, true {Turning on: in effect by {time} at the latest} other {Turning off: in effect by {time} at the latest}}',
  description:
    'A module change on its way to the practice (up to 15 minutes); {time} is when it will have taken effect, e.g. "2:15 p.m."',
});
