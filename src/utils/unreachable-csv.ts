import type { UnreachablePatient } from '@/api/generated/communication/model';
import { defineMessages } from 'react-intl';
import { unreachableReasonLabels } from '@/i18n/unreachable-labels';
import { csvDateTime, csvFile, csvFileName, type CsvLocale } from './csv';
import type { PlainText } from './history-csv';

/**
 * The export of the patients no message reaches, as the contract describes it
 * (exportUnreachablePatients): written by the offline API with the catalogue's words, named by
 * the screen that saves it, so the texts exist once.
 */
export const unreachableCsvMessages = defineMessages({
  fileNumber: {
    id: 'communications.unreachable.column.fileNumber',
    defaultMessage: 'File number',
    description: 'Column header of the unreachable patients list and its CSV file: patient file number',
  },
  firstName: {
    id: 'communications.unreachable.column.firstName',
    defaultMessage: 'First name',
    description: 'Column header of the unreachable patients list and its CSV file',
  },
  lastName: {
    id: 'communications.unreachable.column.lastName',
    defaultMessage: 'Last name',
    description: 'Column header of the unreachable patients list and its CSV file',
  },
  sms: {
    id: 'communications.unreachable.column.sms',
    defaultMessage: 'SMS',
    description:
      'Column header of the unreachable patients list and its CSV file: why SMS does not reach the patient',
  },
  email: {
    id: 'communications.unreachable.column.email',
    defaultMessage: 'Email',
    description:
      'Column header of the unreachable patients list and its CSV file: why email does not reach the patient',
  },
  missed: {
    id: 'communications.unreachable.column.missed',
    defaultMessage: 'Missed messages',
    description: 'Column header: how many upcoming messages of the next 60 days the patient will not get',
  },
  nextMissed: {
    id: 'communications.unreachable.column.nextMissed',
    defaultMessage: 'Next missed message',
    description: 'Column header: when the first message the patient will not get would have left',
  },
  fileName: {
    id: 'communications.unreachable.fileName',
    defaultMessage: 'unreachable-patients',
    description:
      'Start of the CSV file name of the unreachable patients (lowercase, hyphens, no spaces or accents), followed by the date',
  },
});

const reasonOf = (patient: UnreachablePatient, channel: 'SMS' | 'EMAIL', text: PlainText): string => {
  const entry = patient.channels.find((candidate) => candidate.channel === channel);
  return entry ? text(unreachableReasonLabels[entry.reason]) : '';
};

export const unreachableCsv = (
  text: PlainText,
  locale: CsvLocale,
  patients: readonly UnreachablePatient[],
  timeZone: string,
): string =>
  csvFile(
    [
      unreachableCsvMessages.fileNumber,
      unreachableCsvMessages.firstName,
      unreachableCsvMessages.lastName,
      unreachableCsvMessages.sms,
      unreachableCsvMessages.email,
      unreachableCsvMessages.missed,
      unreachableCsvMessages.nextMissed,
    ].map(text),
    patients.map((patient) => [
      patient.patient.fileNumber,
      patient.patient.firstName,
      patient.patient.lastName,
      reasonOf(patient, 'SMS', text),
      reasonOf(patient, 'EMAIL', text),
      patient.missedMessages,
      patient.nextMissedAt && csvDateTime(patient.nextMissedAt, timeZone),
    ]),
    locale,
  );

/** unreachable-patients-2026-11-28.csv, the day it was taken. */
export const unreachableCsvFileName = (text: PlainText, day: string): string =>
  csvFileName(text(unreachableCsvMessages.fileName), day);
