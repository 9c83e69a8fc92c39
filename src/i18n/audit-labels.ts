import type { AuditAction, AuditSubjectType } from '@/api/generated/audit/model';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/*
 * The words of the audit log's actions and subjects: the log's screen shows them and the offline
 * API writes its CSV export with them (src/utils/audit-csv.ts), so they live in shared code, once.
 * Plain texts, no argument: the offline API reads them from the catalogue as they are.
 */

/** What was done, as a table cell, a filter option and the export's Action column. */
export const auditActionLabels: Record<AuditAction, MessageDescriptor> = defineMessages({
  CREATED: {
    id: 'auditLog.action.created',
    defaultMessage: 'Created',
    description: 'Audit log action: a record was created',
  },
  CHANGED: {
    id: 'auditLog.action.changed',
    defaultMessage: 'Changed',
    description: 'Audit log action: a record was changed',
  },
  DELETED: {
    id: 'auditLog.action.deleted',
    defaultMessage: 'Deleted',
    description: 'Audit log action: a record was deleted',
  },
  EXPORTED: {
    id: 'auditLog.action.exported',
    defaultMessage: 'Exported',
    description: 'Audit log action: a CSV file was exported',
  },
  VIEWED: {
    id: 'auditLog.action.viewed',
    defaultMessage: 'Viewed',
    description: 'Audit log action: a patient’s messages were opened',
  },
  SIGNED_IN: {
    id: 'auditLog.action.signedIn',
    defaultMessage: 'Signed in',
    description: 'Audit log action: the person signed in to the portal',
  },
  SIGNED_OUT: {
    id: 'auditLog.action.signedOut',
    defaultMessage: 'Signed out',
    description: 'Audit log action: the person signed out of the portal',
  },
});

/** What an entry is about, as a table cell, a filter option and the export's Subject column. */
export const auditSubjectLabels: Record<AuditSubjectType, MessageDescriptor> = defineMessages({
  COMMUNICATION_SETTINGS: {
    id: 'auditLog.subject.communicationSettings',
    defaultMessage: 'Communications settings',
    description: 'Audit log subject: the settings of one kind of automated message',
  },
  TEMPLATE: {
    id: 'auditLog.subject.template',
    defaultMessage: 'Message template',
    description: 'Audit log subject: a template of automated messages',
  },
  CONFIGURATION: {
    id: 'auditLog.subject.configuration',
    defaultMessage: 'Practice configuration',
    description: 'Audit log subject: the practice’s own set-up (address, contacts, hours)',
  },
  GOALS: {
    id: 'auditLog.subject.goals',
    defaultMessage: 'Analytik goals',
    description: 'Audit log subject: the yearly goals of the Analytik module',
  },
  CONVERSATION: {
    id: 'auditLog.subject.conversation',
    defaultMessage: 'Conversation with a patient',
    description: 'Audit log subject: a patient’s thread of messages in the inbox',
  },
  CONSENT: {
    id: 'auditLog.subject.consent',
    defaultMessage: 'Patient consent',
    description: 'Audit log subject: a consent to messages recorded for a patient',
  },
  COMMUNICATION_HISTORY: {
    id: 'auditLog.subject.communicationHistory',
    defaultMessage: 'Communications history',
    description: 'Audit log subject: the history of sent messages (exported as a file)',
  },
  UNREACHABLE_PATIENTS: {
    id: 'auditLog.subject.unreachablePatients',
    defaultMessage: 'Unreachable patients',
    description: 'Audit log subject: the list of patients no message reaches (exported as a file)',
  },
  ANALYTIK_TABLE: {
    id: 'auditLog.subject.analytikTable',
    defaultMessage: 'Analytik table',
    description: 'Audit log subject: a table of the Analytik module (exported as a file)',
  },
  CONSENT_REGISTER: {
    id: 'auditLog.subject.consentRegister',
    defaultMessage: 'Consent register',
    description: 'Audit log subject: the practice’s register of patient consents (exported as a file)',
  },
  AUDIT_LOG: {
    id: 'auditLog.subject.auditLog',
    defaultMessage: 'Audit log',
    description: 'Audit log subject: the audit log itself (exported as a file)',
  },
  USER: {
    id: 'auditLog.subject.user',
    defaultMessage: 'User',
    description: 'Audit log subject: a user of the portal and their roles',
  },
  PRACTICE: {
    id: 'auditLog.subject.practice',
    defaultMessage: 'Practice',
    description: 'Audit log subject: a dental practice (clinic) in the administration area',
  },
  PRACTICE_MODULE: {
    id: 'auditLog.subject.practiceModule',
    defaultMessage: 'Practice module',
    description: 'Audit log subject: a module (such as Analytik) turned on or off for a practice',
  },
  DEPLOYMENT_GROUP: {
    id: 'auditLog.subject.deploymentGroup',
    defaultMessage: 'Deployment group',
    description: 'Audit log subject: a group of practices that receive tool versions together',
  },
  TOOL_VERSION: {
    id: 'auditLog.subject.toolVersion',
    defaultMessage: 'Tool version',
    description: 'Audit log subject: a version of the tools installed in the practices',
  },
  PRICING_FILE: {
    id: 'auditLog.subject.pricingFile',
    defaultMessage: 'Pricing file',
    description: 'Audit log subject: a fee guide file offered to the practices',
  },
  CLINIC_GROUP: {
    id: 'auditLog.subject.clinicGroup',
    defaultMessage: 'Clinic group',
    description: 'Audit log subject: a group of practices managed together',
  },
  SESSION: {
    id: 'auditLog.subject.session',
    defaultMessage: 'Session',
    description: 'Audit log subject: a person’s session in the portal (sign-in, sign-out)',
  },
});
