import { defineMessage, defineMessages } from 'react-intl';

export const unreachableMessages = defineMessages({
  title: {
    id: 'communications.unreachable.title',
    defaultMessage: 'Patients we cannot reach',
    description: 'Title of the list of patients no automated message (SMS or email) reaches',
  },
  intro: {
    id: 'communications.unreachable.intro',
    defaultMessage:
      'No automated message reaches these patients: neither SMS nor email gets through, for the reason shown on each. At their next visit or call, ask them for a mobile number or a new email address, or whether they would like to hear from the clinic again.',
    description:
      'Explanation above the list of unreachable patients: what the list is and what the front desk can do about it',
  },
  loading: {
    id: 'communications.unreachable.loading',
    defaultMessage: 'Loading the patients we cannot reach…',
    description: 'Spinner label while the list of unreachable patients loads',
  },
  tableLabel: {
    id: 'communications.unreachable.tableLabel',
    defaultMessage: 'Patients we cannot reach',
    description: 'Accessible name of the table of unreachable patients',
  },
  columnPatient: {
    id: 'communications.unreachable.column.patient',
    defaultMessage: 'Patient',
    description: 'Column header of the unreachable patients list: the patient’s name and file number',
  },
  none: {
    id: 'communications.unreachable.empty.none',
    defaultMessage: 'Every patient can be reached by SMS or email.',
    description: 'Empty list of unreachable patients without a filter: good news',
  },
  noneForReason: {
    id: 'communications.unreachable.empty.noneForReason',
    defaultMessage: 'No patient is unreachable for this reason.',
    description: 'Empty list of unreachable patients with the reason filter applied',
  },
  showAll: {
    id: 'communications.unreachable.empty.showAll',
    defaultMessage: 'Show every reason',
    description: 'Button of the empty filtered list: remove the reason filter',
  },
  noneMissed: {
    id: 'communications.unreachable.noneMissed',
    defaultMessage: 'None in the next 60 days',
    description: 'Next missed message column when the patient has no message planned in the next 60 days',
  },
  nothingToExport: {
    id: 'communications.unreachable.export.nothingToExport',
    defaultMessage: 'No patient in the list: there is nothing to export.',
    description: 'Why the export button is disabled: the list (with its filter) is empty',
  },
  allMatching: {
    id: 'communications.unreachable.export.allMatching',
    defaultMessage: 'Every patient of the list with its filter, not only this page.',
    description: 'Hint of the export button of the unreachable patients: what the CSV file holds',
  },
  exportFailed: {
    id: 'communications.unreachable.export.failed',
    defaultMessage: 'The file could not be prepared. Check your connection and try again.',
    description:
      'Message shown in place when the CSV export of the unreachable patients failed, above a retry button',
  },
});

export const filterMessages = defineMessages({
  legend: {
    id: 'communications.unreachable.filters.legend',
    defaultMessage: 'Filters',
    description: 'Accessible name of the filter form of the unreachable patients',
  },
  reason: {
    id: 'communications.unreachable.filters.reason',
    defaultMessage: 'Reason',
    description: 'Label of the filter on why a channel does not reach the patient (on either channel)',
  },
  apply: {
    id: 'communications.unreachable.filters.apply',
    defaultMessage: 'Apply',
    description: 'Button: show the unreachable patients with the filter chosen',
  },
  clear: {
    id: 'communications.unreachable.filters.clear',
    defaultMessage: 'Clear filters',
    description: 'Button: remove the filter of the unreachable patients',
  },
});

export const patientNameMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'communications.unreachable.patientName',
  defaultMessage: '{firstName} {lastName}',
  description: 'Name of an unreachable patient in the list',
});

export const fileNumberMessage = defineMessage<{ fileNumber: string }>({
  id: 'communications.unreachable.fileNumber',
  defaultMessage: 'File {fileNumber}',
  description: 'The patient’s file number, under the name in the unreachable patients list',
});

export const sinceMessage = defineMessage<{ date: string }>({
  id: 'communications.unreachable.since',
  defaultMessage: 'since {date}',
  description:
    'Under a reason a channel does not reach the patient: since when; {date} e.g. "November 20, 2026"',
});

export const totalMessage = defineMessage<{ count: number }>({
  id: 'communications.unreachable.total',
  defaultMessage: '{count, plural, =0 {No patient} one {# patient} other {# patients}}',
  description: 'How many unreachable patients the list (with its filter) holds, above the table',
});
