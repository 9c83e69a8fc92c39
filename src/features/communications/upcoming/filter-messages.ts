import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SkipReason } from '@/api/generated/communication/model';

export const filterMessages = defineMessages({
  legend: {
    id: 'communications.upcoming.filters.legend',
    defaultMessage: 'Filters',
    description: 'Accessible name of the filter form of the upcoming messages',
  },
  range: {
    id: 'communications.upcoming.filters.range',
    defaultMessage: 'Days shown',
    description: 'Label of the choice of how many days of upcoming messages to show, from today',
  },
  kind: {
    id: 'communications.upcoming.filters.kind',
    defaultMessage: 'Kind of message',
    description: 'Label of the filter on the kind of message (notification, confirmation, hygiene recall)',
  },
  status: {
    id: 'communications.upcoming.filters.status',
    defaultMessage: 'Status',
    description: 'Label of the filter on whether the message will be sent or not',
  },
  reason: {
    id: 'communications.upcoming.filters.reason',
    defaultMessage: 'Reason not sent',
    description: 'Label of the filter on why a message will not be sent',
  },
  search: {
    id: 'communications.upcoming.filters.search',
    defaultMessage: 'Patient',
    description: 'Label of the filter on part of the patient’s name or file number',
  },
  searchHint: {
    id: 'communications.upcoming.filters.searchHint',
    defaultMessage: 'Part of the name or of the file number',
    description: 'Help under the patient filter of the upcoming messages',
  },
  apply: {
    id: 'communications.upcoming.filters.apply',
    defaultMessage: 'Apply',
    description: 'Button: show the upcoming messages with the filters chosen',
  },
  clear: {
    id: 'communications.upcoming.filters.clear',
    defaultMessage: 'Clear filters',
    description: 'Button: remove every filter of the upcoming messages (the days shown stay)',
  },
  noneInRange: {
    id: 'communications.upcoming.empty.none',
    defaultMessage: 'No message will be sent in these days, and none is held back.',
    description: 'Empty list of upcoming messages without any filter',
  },
  noMatch: {
    id: 'communications.upcoming.empty.noMatch',
    defaultMessage: 'No upcoming message matches these filters. Change or clear them to see more.',
    description: 'Empty list of upcoming messages with filters',
  },
});

export const rangeOptionMessage = defineMessage<{ days: number }>({
  id: 'communications.upcoming.filters.rangeOption',
  defaultMessage: '{days, plural, one {Today only} other {# days from today}}',
  description: 'Option of the number of days of upcoming messages shown, from today included',
});

/** The reasons as a filter option reads them (short). */
export const reasonOptionLabels: Record<SkipReason, MessageDescriptor> = defineMessages({
  KIND_DISABLED: {
    id: 'communications.upcoming.reasonOption.kindDisabled',
    defaultMessage: 'Kind turned off',
    description: 'Filter option: messages not sent because their kind is turned off',
  },
  ALREADY_CONFIRMED: {
    id: 'communications.upcoming.reasonOption.alreadyConfirmed',
    defaultMessage: 'Already confirmed',
    description: 'Filter option: confirmation requests not sent because the appointment is confirmed',
  },
  UPCOMING_HYGIENE_APPOINTMENT: {
    id: 'communications.upcoming.reasonOption.upcomingHygieneAppointment',
    defaultMessage: 'Hygiene appointment booked',
    description: 'Filter option: hygiene recalls not sent because the patient has a hygiene appointment',
  },
  NO_CONSENT: {
    id: 'communications.upcoming.reasonOption.noConsent',
    defaultMessage: 'No consent to recalls',
    description:
      'Filter option: hygiene recalls not sent because the patient has no consent on file for recalls on that channel',
  },
  CONSENT_LAPSED: {
    id: 'communications.upcoming.reasonOption.consentLapsed',
    defaultMessage: 'Consent lapsed',
    description:
      'Filter option: hygiene recalls not sent because the consent implied by the last visit lapsed (2 years after it)',
  },
  NO_HYGIENE_VISIT_IN_TWO_YEARS: {
    id: 'communications.upcoming.reasonOption.noHygieneVisitInTwoYears',
    defaultMessage: 'No hygiene visit in 2 years',
    description: 'Filter option: hygiene recalls not sent because the last hygiene visit is too old',
  },
  APPOINTMENT_STARTED: {
    id: 'communications.upcoming.reasonOption.appointmentStarted',
    defaultMessage: 'Too late for the appointment',
    description:
      'Filter option: messages not sent because they would leave once the appointment has begun (booked minutes before it)',
  },
  NO_APPOINTMENT_THAT_DAY: {
    id: 'communications.upcoming.reasonOption.noAppointmentThatDay',
    defaultMessage: 'No appointment that day',
    description: 'Filter option: messages not sent because the clinic has no appointment that day',
  },
  OPTED_OUT: {
    id: 'communications.upcoming.reasonOption.optedOut',
    defaultMessage: 'Patient opted out',
    description:
      'Filter option: messages not sent because the patient stopped that channel, or unsubscribed from that kind of message',
  },
  NO_VALID_CONTACT: {
    id: 'communications.upcoming.reasonOption.noValidContact',
    defaultMessage: 'No valid number or email',
    description: 'Filter option: messages not sent because the patient has no valid contact for the channel',
  },
  NO_TEMPLATE: {
    id: 'communications.upcoming.reasonOption.noTemplate',
    defaultMessage: 'No template',
    description:
      'Filter option: messages not sent because the clinic has no template for their kind, channel and language',
  },
  SMS_PACKAGE_EXHAUSTED: {
    id: 'communications.upcoming.reasonOption.smsPackageExhausted',
    defaultMessage: 'SMS package used up',
    description: 'Filter option: SMS not sent because the monthly package is used up',
  },
});
