import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { AuditActorKind } from '@/api/generated/audit/model';

export const auditLogMessages = defineMessages({
  title: {
    id: 'auditLog.page.title',
    defaultMessage: 'Audit log',
    description: 'Heading of the page listing who did what in the portal (the audit log)',
  },
  practiceIntro: {
    id: 'auditLog.page.practiceIntro',
    defaultMessage:
      'Who did what in this practice through the portal: each change with its values before and after, each export, each sign-in and sign-out, and each opening of a patient’s messages. The portal writes each entry as it happens; nobody can change or delete one.',
    description: 'Introduction of the audit log of the current practice, under its heading',
  },
  adminIntro: {
    id: 'auditLog.page.adminIntro',
    defaultMessage:
      'Who did what through the portal, in every practice and in the administration area: each change with its values before and after, each export, each sign-in and sign-out, and each opening of a patient’s messages. The portal writes each entry as it happens; nobody can change or delete one.',
    description: 'Introduction of the audit log of every practice (administration area), under its heading',
  },
  tableLabel: {
    id: 'auditLog.page.tableLabel',
    defaultMessage: 'Audit log entries',
    description: 'Accessible name of the audit log table and of the region it scrolls in',
  },
  loading: {
    id: 'auditLog.page.loading',
    defaultMessage: 'Loading the audit log…',
    description: 'Spinner label while the first page of the audit log loads',
  },
  forbidden: {
    id: 'auditLog.page.forbidden',
    defaultMessage:
      'Only the practice’s administrators and the provider’s system administrators can read the audit log. Ask an administrator of your practice if you need to know who did what.',
    description: 'Shown instead of the audit log to someone whose role may not read it',
  },
  none: {
    id: 'auditLog.empty.none',
    defaultMessage: 'Nothing has been recorded yet.',
    description: 'Empty audit log without any filter',
  },
  noMatch: {
    id: 'auditLog.empty.noMatch',
    defaultMessage: 'No entry matches these filters. Change or clear them to see more.',
    description: 'Empty audit log: the filters find no entry',
  },
});

export const totalMessage = defineMessage<{ count: number }>({
  id: 'auditLog.page.total',
  defaultMessage: '{count, plural, =0 {No entry} one {# entry} other {# entries}}',
  description: 'Number of audit log entries matching the filters, above the table',
});

export const columnMessages = defineMessages({
  at: {
    id: 'auditLog.column.at',
    defaultMessage: 'When (Eastern time)',
    description: 'Audit log column: date and time of the entry, in Eastern time whatever the practice’s zone',
  },
  actor: {
    id: 'auditLog.column.actor',
    defaultMessage: 'Who',
    description: 'Audit log column: the person who acted (name, email, clinic or provider staff)',
  },
  practice: {
    id: 'auditLog.column.practice',
    defaultMessage: 'Practice',
    description: 'Audit log column: the practice the entry belongs to',
  },
  what: {
    id: 'auditLog.column.what',
    defaultMessage: 'What',
    description: 'Audit log column: the action and what it was done to',
  },
  changes: {
    id: 'auditLog.column.changes',
    defaultMessage: 'Changes',
    description: 'Audit log column: each changed field with its value before and after',
  },
  noPractice: {
    id: 'auditLog.cell.noPractice',
    defaultMessage: 'No practice',
    description:
      'Audit log practice cell of an entry that belongs to no practice (a sign-in, a tool version, a user)',
  },
});

/** Who acted, under their name: the clinic's own people or the provider's. */
export const actorKindLabels: Record<AuditActorKind, MessageDescriptor> = defineMessages({
  CLINIC_STAFF: {
    id: 'auditLog.actorKind.clinicStaff',
    defaultMessage: 'Clinic staff',
    description: 'Under a person’s name in the audit log: a member of a clinic’s staff',
  },
  PROVIDER_STAFF: {
    id: 'auditLog.actorKind.providerStaff',
    defaultMessage: 'Provider staff',
    description: 'Under a person’s name in the audit log: a system administrator of the portal’s provider',
  },
});

export const changeMessages = defineMessages({
  none: {
    id: 'auditLog.change.none',
    defaultMessage: '(none)',
    description: 'Value before a change for a field the record did not have',
  },
  removed: {
    id: 'auditLog.change.removed',
    defaultMessage: '(removed)',
    description: 'Value after a change for a field the record no longer has',
  },
  showAll: {
    id: 'auditLog.change.showAll',
    defaultMessage: 'Show all',
    description: 'Button of an audit log entry: show every change and the values whole',
  },
  showLess: {
    id: 'auditLog.change.showLess',
    defaultMessage: 'Show less',
    description: 'Button of an audit log entry: show its changes shortened again',
  },
});

export const exportMessages = defineMessages({
  allMatching: {
    id: 'auditLog.download.allMatching',
    defaultMessage: 'Every entry matching the filters, in the order shown, not only this page.',
    description: 'Hint of the audit log export button: what the CSV file holds',
  },
  nothingToExport: {
    id: 'auditLog.download.nothingToExport',
    defaultMessage: 'No entry matches the filters: there is nothing to export.',
    description: 'Why the audit log export button is disabled: the filters find no entry',
  },
  failed: {
    id: 'auditLog.download.failed',
    defaultMessage: 'The file could not be prepared. Check your connection and try again.',
    description: 'Said in place when the CSV export of the audit log failed, above a retry button',
  },
});

export const changeMessage = defineMessage<{ field: string; before: string; after: string }>({
  id: 'auditLog.change.beforeAfter',
  defaultMessage: '{field}: {before} → {after}',
  description: 'One changed field in the audit log, e.g. "sendHour: 9 → 10"',
});

export const secretChangeMessage = defineMessage<{ field: string }>({
  id: 'auditLog.change.secret',
  defaultMessage: '{field}: changed (the values are not recorded)',
  description: 'A changed secret (a password, a code) in the audit log: its values are never recorded',
});

export const moreChangesMessage = defineMessage<{ count: number }>({
  id: 'auditLog.change.more',
  defaultMessage: '{count, plural, one {and # more change} other {and # more changes}}',
  description: 'Under the first changes of an audit log entry: how many are not shown',
});

export const fileNameMessage = defineMessage<{ day: string }>({
  id: 'auditLog.download.fileName',
  defaultMessage: 'audit-log-{day}.csv',
  description:
    'Name of the exported audit log file when the server does not name it; {day} is today, 2026-11-30. Lower case, no spaces or accents',
});
