import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the practice and group pickers of the administration screens (`admin.pickers.`). */
export const pickerMessages = defineMessages({
  practicePlaceholder: {
    id: 'admin.pickers.practice.placeholder',
    defaultMessage: 'Type a practice’s name or city',
    description: 'Placeholder of the practice picker: typing searches the practices',
  },
  practicesLoading: {
    id: 'admin.pickers.practice.loading',
    defaultMessage: 'Searching the practices…',
    description: 'Option shown in the practice picker while the practices load',
  },
  practicesNone: {
    id: 'admin.pickers.practice.none',
    defaultMessage: 'No practice matches this search',
    description: 'Option shown in the practice picker when the search finds nothing',
  },
  practicesError: {
    id: 'admin.pickers.practice.error',
    defaultMessage: 'The practices could not be loaded. Close the list and try again.',
    description: 'Option shown in the practice picker when the practices could not be loaded',
  },
  groupPlaceholder: {
    id: 'admin.pickers.group.placeholder',
    defaultMessage: 'Type a group’s name',
    description: 'Placeholder of the group picker: typing filters the groups',
  },
  groupsLoading: {
    id: 'admin.pickers.group.loading',
    defaultMessage: 'Loading the groups…',
    description: 'Option shown in the group picker while the groups load',
  },
  groupsNone: {
    id: 'admin.pickers.group.none',
    defaultMessage: 'No group matches this search',
    description: 'Option shown in the group picker when typing matches no group',
  },
  groupsError: {
    id: 'admin.pickers.group.error',
    defaultMessage: 'The groups could not be loaded. Close the list and try again.',
    description: 'Option shown in the group picker when the groups could not be loaded',
  },
  unnamed: {
    id: 'admin.pickers.unnamed',
    defaultMessage: 'unknown',
    description: 'Name shown for a practice without a name (SPEC: unknown)',
  },
});

export const morePracticesMessage = defineMessage<{ shown: number; total: number }>({
  id: 'admin.pickers.practice.more',
  defaultMessage: 'Show more practices ({shown, number} of {total, number})',
  description:
    'Last option of the practice picker when more practices match: loads the next ones; {shown} are listed of {total}',
});

export const groupOptionMessage = defineMessage<{ count: number }>({
  id: 'admin.pickers.group.option',
  defaultMessage: '{count, plural, one {# practice} other {# practices}}',
  description: 'Under a group’s name in the group picker: how many practices it holds',
});

export const groupMembersHint = defineMessage<{ count: number; names: string }>({
  id: 'admin.pickers.group.members',
  defaultMessage:
    '{count, plural, =0 {This group has no practice.} one {Its practice: {names}} other {Its # practices: {names}}}',
  description: 'Under the group picker once a group is chosen: its member practices, separated by commas',
});

/** The arrow button's name: Fluent's own is English ("Open" and the label). */
export const openListMessage = defineMessage<{ label: string }>({
  id: 'admin.pickers.openList',
  defaultMessage: 'Show the list: {label}',
  description:
    'Name, for screen readers, of the arrow button that opens the list of an administration picker; the placeholder is the field label, e.g. "Practices to add"',
});
