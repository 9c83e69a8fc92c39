import { defineMessage, defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  title: {
    id: 'communications.consent.title',
    defaultMessage: 'Consent register',
    description: 'Title of the page of the patients’ consent to the clinic’s messages',
  },
  intro: {
    id: 'communications.consent.intro',
    defaultMessage:
      'Hygiene recalls need the patient’s consent: express, or implied by a visit, which lasts two years after the last visit. Appointment notices and confirmations need none, but stop when the patient unsubscribes from them.',
    description:
      'Explanation at the top of the consent register: what consent the law (CASL) asks for, in two sentences',
  },
  countsTitle: {
    id: 'communications.consent.counts.title',
    defaultMessage: 'Patients by consent, today',
    description: 'Heading of the table counting the patients per channel, category and consent standing',
  },
  countsMessages: {
    id: 'communications.consent.counts.messages',
    defaultMessage: 'Messages',
    description: 'First column header of the consent counts: the channel and category of messages',
  },
  countsLoading: {
    id: 'communications.consent.counts.loading',
    defaultMessage: 'Counting the patients’ consents…',
    description: 'Spinner label while the consent counts load',
  },
  lapsingTitle: {
    id: 'communications.consent.lapsing.title',
    defaultMessage: 'Implied consent lapsing in the next 30 days',
    description: 'Heading of the list of patients whose implied consent to recalls lapses soon',
  },
  lapsingIntro: {
    id: 'communications.consent.lapsing.intro',
    defaultMessage:
      'Without a visit or their express consent, these patients will no longer receive recalls. Ask them at their next call or visit.',
    description: 'Explanation above the list of patients whose implied consent lapses soon',
  },
  loading: {
    id: 'communications.consent.lapsing.loading',
    defaultMessage: 'Loading the patients whose consent lapses soon…',
    description: 'Spinner label while the list of lapsing consents loads',
  },
  tableLabel: {
    id: 'communications.consent.lapsing.tableLabel',
    defaultMessage: 'Implied consent lapsing soon',
    description: 'Accessible name of the table of patients whose implied consent lapses soon',
  },
  none: {
    id: 'communications.consent.lapsing.none',
    defaultMessage: 'No implied consent lapses in the next 30 days.',
    description: 'Empty list of lapsing consents: good news',
  },
  columnPatient: {
    id: 'communications.consent.column.patient',
    defaultMessage: 'Patient',
    description: 'Column header of the lapsing consents: the patient’s name and file number',
  },
  columnLastVisit: {
    id: 'communications.consent.column.lastVisit',
    defaultMessage: 'Last visit',
    description: 'Column header of the lapsing consents: the day of the patient’s last visit',
  },
  columnLapsesOn: {
    id: 'communications.consent.column.lapsesOn',
    defaultMessage: 'Lapses on',
    description: 'Column header of the lapsing consents: the first day the implied consent no longer holds',
  },
  columnChannels: {
    id: 'communications.consent.column.channels',
    defaultMessage: 'Channels',
    description: 'Column header of the lapsing consents: the channels (SMS, email) whose consent lapses',
  },
  columnAction: {
    id: 'communications.consent.column.action',
    defaultMessage: 'Action',
    description: 'Column header of the lapsing consents: the button to record the patient’s express consent',
  },
  allRecords: {
    id: 'communications.consent.export.allRecords',
    defaultMessage: 'Every consent record of the practice, oldest first: the proof the law asks for.',
    description: 'Hint of the export button of the consent register: what the CSV file holds',
  },
  nothingToExport: {
    id: 'communications.consent.export.nothingToExport',
    defaultMessage: 'The practice has no consent record yet: there is nothing to export.',
    description: 'Why the export button of the consent register is disabled',
  },
  exportFailed: {
    id: 'communications.consent.export.failed',
    defaultMessage: 'The file could not be prepared. Check your connection and try again.',
    description:
      'Message shown in place when the CSV export of the consent register failed, above a retry button',
  },
});

export const recordMessages = defineMessages({
  open: {
    id: 'communications.consent.record.open',
    defaultMessage: 'Record consent',
    description: 'Button of a row of the lapsing consents: record the patient’s express consent to recalls',
  },
  title: {
    id: 'communications.consent.record.title',
    defaultMessage: 'Record express consent to recalls',
    description: 'Title of the dialog where the front desk records a patient’s express consent',
  },
  read: {
    id: 'communications.consent.record.read',
    defaultMessage:
      'Read to the patient: “May the clinic send you reminders of your next cleaning by the channels below? You can unsubscribe at any time.”',
    description:
      'The wording the front desk reads to the patient before recording express consent to recalls',
  },
  channels: {
    id: 'communications.consent.record.channels',
    defaultMessage: 'Channels the patient agrees to',
    description: 'Legend of the channel choices (SMS, email) of the consent dialog',
  },
  channelsRequired: {
    id: 'communications.consent.record.channelsRequired',
    defaultMessage: 'Choose at least one channel.',
    description: 'Error of the consent dialog: no channel was chosen',
  },
  language: {
    id: 'communications.consent.record.language',
    defaultMessage: 'Language the wording was read in',
    description: 'Legend of the language choice of the consent dialog',
  },
  submit: {
    id: 'communications.consent.record.submit',
    defaultMessage: 'Record',
    description: 'Button of the consent dialog: record the express consent',
  },
  pending: {
    id: 'communications.consent.record.pending',
    defaultMessage: 'Recording…',
    description: 'Button of the consent dialog while the consent is being recorded',
  },
  cancel: {
    id: 'communications.consent.record.cancel',
    defaultMessage: 'Cancel',
    description: 'Button of the consent dialog: close without recording',
  },
  failed: {
    id: 'communications.consent.record.failed',
    defaultMessage: 'The consent could not be recorded. Try again.',
    description: 'Error shown in the consent dialog when recording failed',
  },
  recorded: {
    id: 'communications.consent.record.recorded',
    defaultMessage: 'Express consent recorded.',
    description: 'Snackbar after the front desk recorded a patient’s express consent',
  },
});

export const patientNameMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'communications.consent.patientName',
  defaultMessage: '{firstName} {lastName}',
  description: 'Name of a patient in the consent register',
});

export const fileNumberMessage = defineMessage<{ fileNumber: string }>({
  id: 'communications.consent.fileNumber',
  defaultMessage: 'File {fileNumber}',
  description: 'The patient’s file number, under the name in the consent register',
});

export const wordingVersionMessage = defineMessage<{ version: string }>({
  id: 'communications.consent.record.wordingVersion',
  defaultMessage: 'Wording version {version}',
  description: 'Under the wording read to the patient: its version, recorded with the consent',
});

export const rowLabelMessage = defineMessage<{ channel: string; category: string }>({
  id: 'communications.consent.counts.row',
  defaultMessage: '{channel} – {category}',
  description: 'Row header of the consent counts: a channel and a category, e.g. "SMS – Recalls"',
});

export const totalMessage = defineMessage<{ count: number }>({
  id: 'communications.consent.lapsing.total',
  defaultMessage: '{count, plural, =0 {No patient} one {# patient} other {# patients}}',
  description: 'How many patients’ implied consent lapses in the next 30 days, above the table',
});

export const recordForMessage = defineMessage<{ name: string }>({
  id: 'communications.consent.record.for',
  defaultMessage: 'Record consent for {name}',
  description: 'Accessible name of the record button of a row: names the patient',
});
