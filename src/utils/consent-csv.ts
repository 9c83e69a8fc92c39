import type { ConsentRecord } from '@/api/generated/consent/model';
import { defineMessages } from 'react-intl';
import { channelLabels, languageLabels } from '@/i18n/communication-labels';
import {
  consentBasisLabels,
  consentCategoryLabels,
  consentRecorderLabels,
  consentSourceLabels,
} from '@/i18n/consent-labels';
import { csvDateTime, csvFile, csvFileName, type CsvLocale } from './csv';
import type { PlainText } from './history-csv';

/**
 * The consent register's proof as the contract describes it (exportConsentRegister): one row per
 * record, the words in the file's language, written by the offline API with the catalogue's
 * texts and named by the screen that saves it, so the texts exist once.
 */
export const consentCsvMessages = defineMessages({
  fileNumber: {
    id: 'communications.consent.column.fileNumber',
    defaultMessage: 'File number',
    description: 'Column header of the consent register’s lists and CSV file: patient file number',
  },
  firstName: {
    id: 'communications.consent.column.firstName',
    defaultMessage: 'First name',
    description: 'Column header of the consent register’s CSV file',
  },
  lastName: {
    id: 'communications.consent.column.lastName',
    defaultMessage: 'Last name',
    description: 'Column header of the consent register’s CSV file',
  },
  channel: {
    id: 'communications.consent.column.channel',
    defaultMessage: 'Channel',
    description: 'Column header of the consent register’s CSV file: SMS or email',
  },
  category: {
    id: 'communications.consent.column.category',
    defaultMessage: 'Category',
    description: 'Column header of the consent register’s CSV file: appointment messages or recalls',
  },
  basis: {
    id: 'communications.consent.column.basis',
    defaultMessage: 'Basis',
    description: 'Column header of the consent register’s CSV file: express, implied or withdrawn',
  },
  source: {
    id: 'communications.consent.column.source',
    defaultMessage: 'Source',
    description: 'Column header of the consent register’s CSV file: where the record came from',
  },
  recordedAt: {
    id: 'communications.consent.column.recordedAt',
    defaultMessage: 'Recorded on',
    description: 'Column header of the consent register’s CSV file: date and time of the record',
  },
  validUntil: {
    id: 'communications.consent.column.validUntil',
    defaultMessage: 'Valid until',
    description: 'Column header of the consent register’s CSV file: when an implied consent lapses',
  },
  wordingVersion: {
    id: 'communications.consent.column.wordingVersion',
    defaultMessage: 'Wording version',
    description: 'Column header of the consent register’s CSV file: version of the text the patient read',
  },
  language: {
    id: 'communications.consent.column.language',
    defaultMessage: 'Language',
    description: 'Column header of the consent register’s CSV file: language of the text the patient read',
  },
  recordedBy: {
    id: 'communications.consent.column.recordedBy',
    defaultMessage: 'Recorded by',
    description: 'Column header of the consent register’s CSV file: who recorded it',
  },
  fileName: {
    id: 'communications.consent.fileName',
    defaultMessage: 'consent-register',
    description:
      'Start of the CSV file name of the consent register (lowercase, hyphens, no spaces or accents), followed by the date',
  },
});

const recorderOf = (record: ConsentRecord, text: PlainText): string =>
  record.recordedBy.kind === 'STAFF'
    ? (record.recordedBy.name ?? '')
    : text(consentRecorderLabels[record.recordedBy.kind]);

export const consentCsv = (
  text: PlainText,
  locale: CsvLocale,
  records: Iterable<ConsentRecord>,
  timeZone: string,
): string => {
  const m = consentCsvMessages;
  // Each label once per file, not once per row: an export holds tens of thousands of rows.
  const words = new Map<string, string>();
  const word = (descriptor: Parameters<PlainText>[0]) => {
    const key = String(descriptor.id);
    let value = words.get(key);
    if (value === undefined) words.set(key, (value = text(descriptor)));
    return value;
  };
  const rows = function* () {
    for (const record of records) {
      yield [
        record.patient.fileNumber,
        record.patient.firstName,
        record.patient.lastName,
        word(channelLabels[record.channel]),
        word(consentCategoryLabels[record.category]),
        word(consentBasisLabels[record.basis]),
        word(consentSourceLabels[record.source]),
        csvDateTime(record.recordedAt, timeZone),
        record.validUntil && csvDateTime(record.validUntil, timeZone),
        record.wordingVersion,
        record.language && word(languageLabels[record.language]),
        recorderOf(record, word),
      ];
    }
  };
  const header = [
    m.fileNumber,
    m.firstName,
    m.lastName,
    m.channel,
    m.category,
    m.basis,
    m.source,
    m.recordedAt,
    m.validUntil,
    m.wordingVersion,
    m.language,
    m.recordedBy,
  ].map(text);
  return csvFile(header, rows(), locale);
};

/** consent-register-2026-11-28.csv, the day it was taken. */
export const consentCsvFileName = (text: PlainText, day: string): string =>
  csvFileName(text(consentCsvMessages.fileName), day);
