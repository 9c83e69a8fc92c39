import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { AuditChange, AuditEntry } from '@/api/generated/audit/model';
import { auditActionLabels, auditSubjectLabels } from '@/i18n/audit-labels';
import { csvDateTime, csvFileName, csvRow, type CsvCell, type CsvLocale } from './csv';
import type { PlainText } from './history-csv';

/*
 * The audit log's CSV file as the contract describes it (exportAuditLog): its columns in order,
 * the action and subject in words, the changes one per line. The offline API writes it; the
 * words are the catalogue's, shared with the log's screen.
 */

/** The log spans practices of several zones: one zone for the file, which its header names. */
export const AUDIT_CSV_TIME_ZONE = 'America/Toronto';

const columns = defineMessages({
  at: {
    id: 'auditLog.export.column.at',
    defaultMessage: 'Date and time (Eastern time)',
    description: 'CSV header of the audit log export: when it happened, in Eastern time',
  },
  person: {
    id: 'auditLog.export.column.person',
    defaultMessage: 'Person',
    description: 'CSV header of the audit log export: who did it',
  },
  email: {
    id: 'auditLog.export.column.email',
    defaultMessage: 'Email',
    description: 'CSV header of the audit log export: the email address of who did it',
  },
  practice: {
    id: 'auditLog.export.column.practice',
    defaultMessage: 'Practice',
    description: 'CSV header of the audit log export: the dental practice (clinic) concerned',
  },
  action: {
    id: 'auditLog.export.column.action',
    defaultMessage: 'Action',
    description: 'CSV header of the audit log export: what was done (changed, exported, viewed…)',
  },
  subject: {
    id: 'auditLog.export.column.subject',
    defaultMessage: 'Subject',
    description: 'CSV header of the audit log export: the kind of thing it was done to',
  },
  subjectId: {
    id: 'auditLog.export.column.subjectId',
    defaultMessage: 'Identifier',
    description: 'CSV header of the audit log export: the identifier of the thing it was done to',
  },
  subjectLabel: {
    id: 'auditLog.export.column.subjectLabel',
    defaultMessage: 'Label',
    description: 'CSV header of the audit log export: the name of the thing it was done to, as it read then',
  },
  detail: {
    id: 'auditLog.export.column.detail',
    defaultMessage: 'Detail',
    description: 'CSV header of the audit log export: more about it, such as the filters of an export',
  },
  changes: {
    id: 'auditLog.export.column.changes',
    defaultMessage: 'Changes',
    description: 'CSV header of the audit log export: each changed field, before and after',
  },
});

const notRecorded = defineMessage({
  id: 'auditLog.export.notRecorded',
  defaultMessage: '(not recorded)',
  description:
    'In the audit log export, in place of the values of a changed secret (a password, a code), which are never recorded',
});

const fileNameMessage = defineMessage({
  id: 'auditLog.export.fileName',
  defaultMessage: 'audit-log',
  description:
    'Start of the name of the exported CSV file of the audit log, before its dates: lower case, words joined by hyphens, no accents or spaces',
});

const HEADER: readonly MessageDescriptor[] = [
  columns.at,
  columns.person,
  columns.email,
  columns.practice,
  columns.action,
  columns.subject,
  columns.subjectId,
  columns.subjectLabel,
  columns.detail,
  columns.changes,
];

// French puts a no-break space before a colon.
const FIELD_SEPARATOR: Record<CsvLocale, string> = { en: ': ', fr: '\u00a0: ' };

/** `sendHour: 9 → 10`, one change per line; an absent value is a dash. */
const changesCell = (
  changes: readonly AuditChange[] | undefined,
  text: PlainText,
  locale: CsvLocale,
): string =>
  (changes ?? [])
    .map((change) => {
      const values =
        change.before === undefined && change.after === undefined
          ? text(notRecorded)
          : `${change.before ?? '—'} → ${change.after ?? '—'}`;
      return `${change.field}${FIELD_SEPARATOR[locale]}${values}`;
    })
    .join('\n');

const rowOf = (entry: AuditEntry, text: PlainText, locale: CsvLocale): CsvCell[] => [
  csvDateTime(entry.at, AUDIT_CSV_TIME_ZONE, { seconds: true }),
  entry.actor.name,
  entry.actor.email,
  entry.practice?.name,
  text(auditActionLabels[entry.action]),
  text(auditSubjectLabels[entry.subject.type]),
  entry.subject.id,
  entry.subject.label,
  entry.detail,
  changesCell(entry.changes, text, locale),
];

/**
 * The file's lines one by one, the byte order mark and header first: the offline API streams a
 * log of 100,000 entries without holding them all.
 */
export function* auditCsvLines(
  text: PlainText,
  locale: CsvLocale,
  entries: Iterable<AuditEntry>,
): Generator<string> {
  yield `\uFEFF${csvRow(
    HEADER.map((header) => text(header)),
    locale,
  )}\r\n`;
  for (const entry of entries) yield `${csvRow(rowOf(entry, text, locale), locale)}\r\n`;
}

/** journal-audit-2026-11-01-2026-11-30.csv: what it holds, its first day (when filtered) and last. */
export const auditCsvFileName = (text: PlainText, days: { from?: string | undefined; to: string }): string =>
  csvFileName(text(fileNameMessage), days.from, days.to);
