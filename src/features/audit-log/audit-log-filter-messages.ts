import { defineMessage, defineMessages } from 'react-intl';

export const filterMessages = defineMessages({
  legend: {
    id: 'auditLog.filters.legend',
    defaultMessage: 'Filters',
    description: 'Accessible name of the audit log filter form',
  },
  person: {
    id: 'auditLog.filters.person',
    defaultMessage: 'Person',
    description: 'Label of the audit log filter on the person who acted',
  },
  personHint: {
    id: 'auditLog.filters.personHint',
    defaultMessage: 'Part of a name or an email address.',
    description: 'Help under the audit log filter on the person: what it searches',
  },
  action: {
    id: 'auditLog.filters.action',
    defaultMessage: 'Action',
    description: 'Label of the audit log filter on what was done (created, changed, exported…)',
  },
  subjectType: {
    id: 'auditLog.filters.subjectType',
    defaultMessage: 'About',
    description: 'Label of the audit log filter on what the entry is about (a template, the settings…)',
  },
  practice: {
    id: 'auditLog.filters.practice',
    defaultMessage: 'Practice',
    description: 'Label of the audit log filter on one practice (administration area)',
  },
  practiceAll: {
    id: 'auditLog.filters.practiceAll',
    defaultMessage: 'Every practice',
    description:
      'What the empty practice filter of the audit log says: no practice chosen, every entry shown',
  },
  practiceHint: {
    id: 'auditLog.filters.practiceHint',
    defaultMessage: 'Type a name or a city.',
    description: 'Hint under the audit log’s practice filter: typing searches the practices',
  },
  from: {
    id: 'auditLog.filters.from',
    defaultMessage: 'From',
    description: 'Label of the first day of the audit log period (inclusive)',
  },
  to: {
    id: 'auditLog.filters.to',
    defaultMessage: 'To',
    description: 'Label of the last day of the audit log period (inclusive)',
  },
  endBeforeStart: {
    id: 'auditLog.filters.endBeforeStart',
    defaultMessage: 'Choose a day on or after the first day of the period',
    description: 'Error under the last day of the audit log period when it is before the first day',
  },
  apply: {
    id: 'auditLog.filters.apply',
    defaultMessage: 'Apply',
    description: 'Button: show the audit log with the filters chosen',
  },
  clear: {
    id: 'auditLog.filters.clear',
    defaultMessage: 'Clear filters',
    description: 'Button: remove every filter of the audit log',
  },
});

export const periodHintMessage = defineMessage({
  id: 'auditLog.filters.periodHint',
  defaultMessage: 'Both days included. Days and times are Eastern time, as in the exported file.',
  description:
    'Help under the first day of the audit log period: the log’s days and times are in Eastern time (Toronto, Montréal), whatever the practice’s zone',
});
