import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { UpcomingMessageStatus } from '@/api/generated/communication/model';

export const upcomingMessages = defineMessages({
  title: {
    id: 'communications.upcoming.title',
    defaultMessage: 'Upcoming messages',
    description: 'Heading of the screen listing the messages that will be sent, or not, in the coming days',
  },
  tabs: {
    id: 'communications.upcoming.tabs',
    defaultMessage: 'Upcoming messages and opt-outs',
    description: 'Accessible name of the two tabs of the upcoming messages screen',
  },
  tabUpcoming: {
    id: 'communications.upcoming.tab.upcoming',
    defaultMessage: 'Upcoming messages',
    description: 'Tab: the messages that will be sent, or not, in the coming days',
  },
  tabOptOuts: {
    id: 'communications.upcoming.tab.optOuts',
    defaultMessage: 'Opt-outs',
    description: 'Tab: the patients who asked to receive no more messages by SMS or by email',
  },
  loading: {
    id: 'communications.upcoming.loading',
    defaultMessage: 'Loading the upcoming messages…',
    description: 'Spinner label while the first page of the upcoming messages loads',
  },
  loadError: {
    id: 'communications.upcoming.loadError',
    defaultMessage: 'The upcoming messages could not be loaded.',
    description: 'Shown in place of the list of upcoming messages when it could not be loaded',
  },
  listLabel: {
    id: 'communications.upcoming.listLabel',
    defaultMessage: 'Upcoming messages, day by day',
    description: 'Accessible name of the list of upcoming messages grouped under a heading per day',
  },
  planned: {
    id: 'communications.upcoming.status.planned',
    defaultMessage: 'Planned',
    description: 'Status badge of an upcoming message: it will be sent',
  },
  skipped: {
    id: 'communications.upcoming.status.skipped',
    defaultMessage: 'Not sent',
    description: 'Status badge of an upcoming message: the rules will not send it (the reason follows)',
  },
  showMessage: {
    id: 'communications.upcoming.showMessage',
    defaultMessage: 'Show the message',
    description: 'Button under an upcoming message: shows the text the patient will receive',
  },
  hideMessage: {
    id: 'communications.upcoming.hideMessage',
    defaultMessage: 'Hide the message',
    description: 'Button under an upcoming message: hides the text the patient will receive',
  },
  noTemplate: {
    id: 'communications.upcoming.noTemplate',
    defaultMessage: 'No template for this message: nothing can be sent until one is written.',
    description:
      'In place of the text of an upcoming message when the practice has no template for its kind, channel and language',
  },
  writeTemplate: {
    id: 'communications.upcoming.writeTemplate',
    defaultMessage: 'Write the template',
    description: 'Link to the settings of a kind of message, where its templates are written',
  },
  openSettings: {
    id: 'communications.upcoming.openSettings',
    defaultMessage: 'Open the settings',
    description: 'Link beside "… are turned off": the settings of that kind of message',
  },
});

export const totalMessage = defineMessage<{
  count: number;
  from: string;
  to: string;
  sameDay: 'yes' | 'no';
}>({
  id: 'communications.upcoming.total',
  defaultMessage:
    '{count, plural, =0 {No message} one {# message} other {# messages}} {sameDay, select, yes {on {from}} other {from {from} to {to}}}',
  description:
    'Number of upcoming messages matching the filters, above the list; {from} and {to} are days, e.g. "November 30"; {sameDay} is yes when the range is one day (then {to} is {from})',
});

export const patientMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'communications.upcoming.patient',
  defaultMessage: '{firstName} {lastName}',
  description: 'Name of the patient an upcoming message is for',
});

export const fileNumberMessage = defineMessage<{ fileNumber: string }>({
  id: 'communications.upcoming.fileNumber',
  defaultMessage: 'File {fileNumber}',
  description: 'The patient’s file number in the practice-management system, beside the name',
});

export const subjectMessage = defineMessage<{ subject: string }>({
  id: 'communications.upcoming.subject',
  defaultMessage: 'Subject: {subject}',
  description: 'Subject line of an upcoming email, shown with its text',
});

export const segmentsMessage = defineMessage<{ count: number }>({
  id: 'communications.upcoming.segments',
  defaultMessage: '{count, plural, one {# SMS segment} other {# SMS segments}}',
  description: 'Number of SMS segments (160 characters each, fewer with accents) an upcoming SMS takes',
});

export const statusLabels: Record<UpcomingMessageStatus, MessageDescriptor> = {
  PLANNED: upcomingMessages.planned,
  SKIPPED: upcomingMessages.skipped,
};
