import { defineMessage, defineMessages } from 'react-intl';

export const optOutMessages = defineMessages({
  explanation: {
    id: 'communications.upcoming.optOuts.explanation',
    defaultMessage:
      'These patients asked to receive no more messages by SMS, by answering STOP or ARRÊT, or by email, with the unsubscribe link. No automated message goes to them by that channel. Re-subscribing is the patient’s own act: they answer START to an SMS from the clinic, or ask the front desk to update their file in the practice-management software. It cannot be done from the portal.',
    description: 'Explanation above the list of patients who opted out of a channel',
  },
  channel: {
    id: 'communications.upcoming.optOuts.channel',
    defaultMessage: 'Channel',
    description: 'Label of the filter of the opt-outs on the channel (SMS or email)',
  },
  any: {
    id: 'communications.upcoming.optOuts.any',
    defaultMessage: 'All',
    description: 'First option of the channel filter of the opt-outs: both channels',
  },
  tableLabel: {
    id: 'communications.upcoming.optOuts.tableLabel',
    defaultMessage: 'Patients who opted out',
    description: 'Accessible name of the table of opt-outs and of the region it scrolls in',
  },
  loading: {
    id: 'communications.upcoming.optOuts.loading',
    defaultMessage: 'Loading the opt-outs…',
    description: 'Spinner label while the first page of opt-outs loads',
  },
  loadError: {
    id: 'communications.upcoming.optOuts.loadError',
    defaultMessage: 'The opt-outs could not be loaded.',
    description: 'Shown in place of the opt-outs when they could not be loaded',
  },
  columnPatient: {
    id: 'communications.upcoming.optOuts.column.patient',
    defaultMessage: 'Patient',
    description: 'Column header: the patient’s name',
  },
  columnFileNumber: {
    id: 'communications.upcoming.optOuts.column.fileNumber',
    defaultMessage: 'File number',
    description: 'Column header: the patient’s file number',
  },
  columnChannel: {
    id: 'communications.upcoming.optOuts.column.channel',
    defaultMessage: 'Channel',
    description: 'Column header: the channel the patient stopped (SMS or email)',
  },
  columnDate: {
    id: 'communications.upcoming.optOuts.column.date',
    defaultMessage: 'Date',
    description: 'Column header: the day the patient opted out',
  },
  columnHow: {
    id: 'communications.upcoming.optOuts.column.how',
    defaultMessage: 'How',
    description: 'Column header: how the patient opted out (the word answered, or the unsubscribe link)',
  },
  unsubscribed: {
    id: 'communications.upcoming.optOuts.unsubscribed',
    defaultMessage: 'Unsubscribed',
    description: 'How a patient opted out of emails: with the unsubscribe link of an email',
  },
  stoppedSms: {
    id: 'communications.upcoming.optOuts.stoppedSms',
    defaultMessage: 'Stopped SMS',
    description: 'How a patient opted out of SMS when the word answered is not known',
  },
  showAll: {
    id: 'communications.upcoming.optOuts.showAll',
    defaultMessage: 'Show both channels',
    description: 'Button under an empty list of opt-outs filtered on one channel: removes the filter',
  },
  none: {
    id: 'communications.upcoming.optOuts.none',
    defaultMessage: 'No patient has opted out.',
    description: 'Empty list of opt-outs without a channel filter',
  },
  noneOnChannel: {
    id: 'communications.upcoming.optOuts.noneOnChannel',
    defaultMessage: 'No patient has opted out of this channel.',
    description: 'Empty list of opt-outs with a channel filter',
  },
});

export const answeredMessage = defineMessage<{ keyword: string }>({
  id: 'communications.upcoming.optOuts.answered',
  defaultMessage: 'Answered {keyword}',
  description: 'How a patient opted out of SMS: the word answered, as received (STOP, ARRÊT…)',
});

export const optOutTotalMessage = defineMessage<{ count: number }>({
  id: 'communications.upcoming.optOuts.total',
  defaultMessage: '{count, plural, =0 {No opt-out} one {# opt-out} other {# opt-outs}}',
  description: 'Number of opt-outs (a patient and a channel) matching the filter, above the table',
});
