import { defineMessages } from 'react-intl';
import type { PreferenceFieldMessage } from './preference-form-values';

export const settingsMessages = defineMessages({
  loading: {
    id: 'communications.settings.loading',
    defaultMessage: 'Loading the settings…',
    description: 'Spinner label while the settings of a kind of automated message load',
  },
  loadError: {
    id: 'communications.settings.loadError',
    defaultMessage: 'The settings could not be loaded. Please try again later.',
    description: 'Shown when the settings of a kind of automated message cannot be fetched',
  },
  seeUpcoming: {
    id: 'communications.settings.seeUpcoming',
    defaultMessage: 'See who will receive these messages',
    description:
      'Link from the settings of a kind of message to the list of its upcoming messages, sent or not, and why',
  },
  whenAndHow: {
    id: 'communications.settings.whenAndHow',
    defaultMessage: 'When and how',
    description: 'Heading of the section with the channels and timing of a kind of automated message',
  },
  channels: {
    id: 'communications.settings.channels',
    defaultMessage: 'Send by',
    description: 'Label of the group of channel checkboxes (SMS, email)',
  },
  channelSms: {
    id: 'communications.settings.channel.sms',
    defaultMessage: 'SMS (text message)',
    description: 'Checkbox: send these messages by SMS',
  },
  channelEmail: {
    id: 'communications.settings.channel.email',
    defaultMessage: 'Email',
    description: 'Checkbox: send these messages by email',
  },
  timing: {
    id: 'communications.settings.timing',
    defaultMessage: 'When to send',
    description: 'Label of the choice of when the messages go out',
  },
  timingAtCreation: {
    id: 'communications.settings.timing.atCreation',
    defaultMessage: 'When the appointment is booked (sent 10 minutes after)',
    description: 'Timing option of confirmations: sent 10 minutes after the appointment is created',
  },
  timingBeforeAppointment: {
    id: 'communications.settings.timing.beforeAppointment',
    defaultMessage: 'As a reminder, before the appointment',
    description: 'Timing option of confirmations: sent some business days before the appointment',
  },
  timingBeforeDueDate: {
    id: 'communications.settings.timing.beforeDueDate',
    defaultMessage: 'Before the due date',
    description: 'Timing option of hygiene recalls: some days before the hygiene due date',
  },
  timingOnDueDate: {
    id: 'communications.settings.timing.onDueDate',
    defaultMessage: 'On the due date',
    description: 'Timing option of hygiene recalls: on the hygiene due date',
  },
  timingAfterDueDate: {
    id: 'communications.settings.timing.afterDueDate',
    defaultMessage: 'After the due date',
    description: 'Timing option of hygiene recalls: some days after the hygiene due date',
  },
  businessDaysBefore: {
    id: 'communications.settings.days.businessBefore',
    defaultMessage: 'Business days before the appointment',
    description: 'Label of the number of business days before the appointment the message goes out',
  },
  daysBeforeDueDate: {
    id: 'communications.settings.days.beforeDueDate',
    defaultMessage: 'Days before the due date',
    description: 'Label of the number of days before the hygiene due date the recall goes out',
  },
  daysAfterDueDate: {
    id: 'communications.settings.days.afterDueDate',
    defaultMessage: 'Days after the due date',
    description: 'Label of the number of days after the hygiene due date the recall goes out',
  },
  businessDaysHint: {
    id: 'communications.settings.days.businessHint',
    defaultMessage:
      'Business days are Monday to Friday, less the statutory holidays of the clinic’s province. A whole number, 1 or more.',
    description: 'Hint under the number of business days',
  },
  daysHint: {
    id: 'communications.settings.days.hint',
    defaultMessage: 'A whole number, 1 or more.',
    description: 'Hint under the number of days of a hygiene recall',
  },
  sendHour: {
    id: 'communications.settings.sendHour',
    defaultMessage: 'Time of sending',
    description: 'Label of the hour of the day the messages go out',
  },
  sendHourHint: {
    id: 'communications.settings.sendHour.hint',
    defaultMessage: 'In the clinic’s time zone.',
    description: 'Hint under the time of sending',
  },
  summary: {
    id: 'communications.settings.summary',
    defaultMessage: 'In plain words',
    description: 'Label before the sentence that restates the chosen rule',
  },
  summaryIncomplete: {
    id: 'communications.settings.summaryIncomplete',
    defaultMessage: 'Complete the form to see the rule.',
    description: 'Shown instead of the rule sentence while the form is not valid',
  },
  enableOnSave: {
    id: 'communications.settings.enableOnSave',
    defaultMessage: 'Start sending these messages once saved',
    description: 'Checkbox on the first setup of a kind of message: turn it on when saving',
  },
  bookingNoticeLabel: {
    id: 'communications.settings.bookingNotice.label',
    defaultMessage: 'New appointment notifications',
    description: 'Label of the option that notifies patients as soon as an appointment is booked',
  },
  bookingNotice: {
    id: 'communications.settings.bookingNotice',
    defaultMessage: 'Also notify patients when a new appointment is booked',
    description: 'Checkbox: send a notification when an appointment is booked, besides the one before it',
  },
  bookingNoticeHint: {
    id: 'communications.settings.bookingNotice.hint',
    defaultMessage: 'Sent 10 minutes after the appointment is booked, by the channels above.',
    description: 'Hint under the new appointment notification option',
  },
  save: {
    id: 'communications.settings.save',
    defaultMessage: 'Save',
    description: 'Button that saves the settings of a kind of automated message',
  },
  saving: {
    id: 'communications.settings.saving',
    defaultMessage: 'Saving…',
    description: 'Save button label while the settings are being saved',
  },
  discard: {
    id: 'communications.settings.discard',
    defaultMessage: 'Undo changes',
    description: 'Button that puts the settings form back to what is saved',
  },
  fixedRules: {
    id: 'communications.settings.fixedRules',
    defaultMessage: 'Always applied',
    description: 'Heading of the list of rules that apply whatever the settings',
  },
  ruleAppointmentDays: {
    id: 'communications.settings.rule.appointmentDays',
    defaultMessage: 'Messages go out only on days the clinic has at least one appointment.',
    description: 'Fixed rule (SPEC §9): sending days',
  },
  ruleConfirmed: {
    id: 'communications.settings.rule.confirmed',
    defaultMessage: 'Once a patient confirms an appointment, no more confirmation messages are sent for it.',
    description: 'Fixed rule (SPEC §4): confirmed appointments',
  },
  ruleRecallAudience: {
    id: 'communications.settings.rule.recallAudience',
    defaultMessage:
      'Recalls go to patients who had a hygiene visit in the last 2 years, have no upcoming hygiene appointment, and have a valid phone number or email address.',
    description: 'Fixed rule (SPEC §9): who receives a hygiene recall',
  },
  ruleNoneWhenOff: {
    id: 'communications.settings.rule.noneWhenOff',
    defaultMessage: 'While these messages are turned off, nothing is sent.',
    description: 'Fixed rule (SPEC §4): a disabled kind sends nothing',
  },
});

/** The field errors of the settings form, by the keys its schema reports. */
export const settingsValidationMessages = defineMessages<PreferenceFieldMessage>({
  channelsRequired: {
    id: 'communications.settings.error.channelsRequired',
    defaultMessage: 'Choose at least one channel.',
    description: 'Field error: no channel is checked',
  },
  daysRequired: {
    id: 'communications.settings.error.daysRequired',
    defaultMessage: 'This field is required',
    description: 'Field error: the number of days is empty',
  },
  daysWhole: {
    id: 'communications.settings.error.daysWhole',
    defaultMessage: 'Enter a whole number of days, without decimals.',
    description: 'Field error: the number of days has decimals or is not a number',
  },
  daysTooSmall: {
    id: 'communications.settings.error.daysTooSmall',
    defaultMessage: 'Enter at least 1 day.',
    description: 'Field error: the number of days is below 1',
  },
  daysTooBig: {
    id: 'communications.settings.error.daysTooBig',
    defaultMessage: 'Enter at most 365 days.',
    description: 'Field error: the number of days is above 365',
  },
  timingInvalid: {
    id: 'communications.settings.error.timingInvalid',
    defaultMessage: 'Choose when to send.',
    description: 'Field error: the timing is not one this kind allows',
  },
  hourInvalid: {
    id: 'communications.settings.error.hourInvalid',
    defaultMessage: 'Choose a time of sending.',
    description: 'Field error: the hour of sending is not valid',
  },
  hourQuiet: {
    id: 'communications.settings.error.hourQuiet',
    defaultMessage:
      'Choose a time from {first} to {last}: no message is sent before {first} or from {quiet}, in the clinic’s time zone.',
    description:
      'Field error: the hour of sending falls in the quiet hours; {first}, {last} and {quiet} are times of day (8:00 a.m., 8:00 p.m., 9:00 p.m.)',
  },
});
