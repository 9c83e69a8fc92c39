import type { AuditAction, AuditSubject, AuditSubjectType } from '@/api/generated/audit/model';
import { deploymentGroups } from '../db/administration';
import type { CommunicationTemplate } from '@/api/generated/communication/model';
import { goals } from '../db/analytik';
import { kindName, templateLabel } from '../db/audit-log-seed-kinds';
import { clinicGroups } from '../db/clinic-groups';
import { communicationPreferences, communicationTemplates } from '../db/communication';
import { findPractice, practiceModules } from '../db/practices';
import { pricingFiles } from '../db/pricing';
import { tools } from '../db/tools';
import { findUser, toUser } from '../db/users';
import type { UserRecord } from '../db/user-record';
import { isSystemAdmin } from './caller';
import { practiceIdsOf } from './practice-access';

/**
 * What the audit log records of each operation it records, by operationId: every write of the
 * contracts but the patients' own (the public page's answers are consent records themselves),
 * every CSV export, and the opening of a conversation. audit-recording.ts applies these rules
 * around the stateful handlers; audit-rules.test.ts fails when an operation of the contracts
 * that changes something has no rule here.
 */
export interface AuditCall {
  /** The path's parameters by the contract's names, and the query. */
  ids: Readonly<Record<string, string>>;
  query: URLSearchParams;
  caller: UserRecord;
  /** The JSON body sent, when there was one. */
  body: Record<string, unknown> | undefined;
}

export interface AuditRule {
  subject: AuditSubjectType | ((call: AuditCall) => AuditSubjectType);
  /** By default from the method: POST creates, PATCH and PUT change, DELETE deletes. */
  action?: AuditAction;
  /** The record the operation changes, read before and after it to list the changed fields. */
  read?: (call: AuditCall) => object | undefined;
  /** The subject's identifier and name, from the record (after, or before for a deletion) or the answer. */
  names?: (record: Record<string, unknown> | undefined, call: AuditCall) => Omit<AuditSubject, 'type'>;
  /** The practice the entry belongs to, when it is not the path's. */
  practiceId?: (call: AuditCall, record: Record<string, unknown> | undefined) => string | undefined;
  /** Exports: the filters of the file, from the query. */
  detail?: (call: AuditCall) => string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

const named = (record: Record<string, unknown> | undefined): Omit<AuditSubject, 'type'> => {
  const id = text(record?.id);
  const label = text(record?.name);
  return { ...(id ? { id } : {}), ...(label ? { label } : {}) };
};

const person = (record: Record<string, unknown> | undefined): Omit<AuditSubject, 'type'> => {
  const name = [text(record?.firstName), text(record?.lastName)].filter(Boolean).join(' ');
  return { ...named(record), ...(name ? { label: name } : {}) };
};

/** A conversation or consent names the patient (or, for an unknown sender, the number it came from). */
const patientOf = (
  record: Record<string, unknown> | undefined,
  call: AuditCall,
): Omit<AuditSubject, 'type'> => {
  const conversation = (record?.conversation ?? record) as Record<string, unknown> | undefined;
  const patient = conversation?.patient as Record<string, unknown> | undefined;
  const label = patient ? person(patient).label : text(conversation?.from);
  const id = call.ids.conversationId ?? text(conversation?.id);
  return { ...(id ? { id } : {}), ...(label ? { label } : {}) };
};

/** `sentFrom=2026-11-01 locale=fr`: the filters of an exported file, as the query gave them. */
const filtersOf = (call: AuditCall): string =>
  [...call.query.entries()]
    .filter(([name]) => name !== 'page' && name !== 'pageSize')
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

const byId =
  <T>(find: (id: string) => T | undefined) =>
  (call: AuditCall) =>
    find(call.ids.id ?? '');

const user = byId((id) => {
  const record = findUser(id);
  return record && toUser(record);
});

const exported = (subject: AuditSubjectType): AuditRule => ({
  subject,
  action: 'EXPORTED',
  detail: filtersOf,
  names: () => ({}),
});

const preference = (call: AuditCall) =>
  communicationPreferences.findFirst((q) => q.where({ id: call.ids.id ?? '' }));

const tool = byId((id) => tools.findFirst((q) => q.where({ idUpdatableTool: Number(id) })));

const toolNames = (record: Record<string, unknown> | undefined): Omit<AuditSubject, 'type'> => ({
  ...(text(record?.idUpdatableTool) ? { id: text(record?.idUpdatableTool) } : {}),
  label: [text(record?.toolName), text(record?.version)].filter(Boolean).join(' '),
});

const clinicGroup = byId((id) => clinicGroups.findFirst((q) => q.where({ id: Number(id) })));

const pricingFile = (call: AuditCall) => {
  const key = call.query.get('key');
  return key ? pricingFiles.findFirst((q) => q.where({ key })) : undefined;
};

const settingsNames = (
  record: Record<string, unknown> | undefined,
  call: AuditCall,
): Omit<AuditSubject, 'type'> => {
  const kind = (record?.kind ?? call.body?.kind) as Parameters<typeof kindName>[0] | undefined;
  if (!kind) return {};
  return { id: kind, label: kindName(kind, findPractice(call.ids.practiceId ?? '')?.communicationLanguage) };
};

const templateNames = (
  record: Record<string, unknown> | undefined,
  call: AuditCall,
): Omit<AuditSubject, 'type'> => {
  const { kind, channel, language } = (record ?? {}) as Partial<CommunicationTemplate>;
  if (!kind || !channel || !language) return named(record);
  const practiceLanguage = findPractice(call.ids.practiceId ?? '')?.communicationLanguage ?? 'FR';
  return { ...named(record), label: templateLabel(kind, channel, language, practiceLanguage) };
};

interface GoalKey {
  practiceId?: string;
  metricId?: string;
  year?: number;
}

/** The goals a save names, by metric, as they stand: the changes are the metrics whose target moved. */
const goalsOf = (call: AuditCall) => {
  const wanted = (call.body?.goals ?? []) as GoalKey[];
  const first = wanted[0];
  if (!first) return undefined;
  return Object.fromEntries(
    goals
      .all()
      .filter(
        (goal) =>
          goal.practiceId === first.practiceId &&
          goal.year === first.year &&
          wanted.some((entry) => entry.metricId === goal.metricId),
      )
      .map((goal) => [goal.metricId, goal.value]),
  );
};

export const AUDIT_RULES: Readonly<Record<string, AuditRule>> = {
  // The administration area.
  updateDeploymentGroup: {
    subject: 'DEPLOYMENT_GROUP',
    read: byId((id) => deploymentGroups.findFirst((q) => q.where({ id: Number(id) }))),
  },
  createClinicGroup: { subject: 'CLINIC_GROUP' },
  updateClinicGroup: { subject: 'CLINIC_GROUP', read: clinicGroup },
  addClinicsToGroup: { subject: 'CLINIC_GROUP', read: clinicGroup },
  removeClinicsFromGroup: { subject: 'CLINIC_GROUP', read: clinicGroup },
  deleteClinicGroup: { subject: 'CLINIC_GROUP', read: clinicGroup },
  uploadPricingFile: {
    subject: 'PRICING_FILE',
    names: (record) => ({
      ...(text(record?.key) ? { id: text(record?.key) } : {}),
      label: text(record?.filename),
    }),
  },
  deletePricingFile: {
    subject: 'PRICING_FILE',
    read: pricingFile,
    names: (record, call) => ({ id: call.query.get('key') ?? undefined, label: text(record?.filename) }),
  },
  createToolVersion: {
    subject: 'TOOL_VERSION',
    names: (record) => ({
      ...named(record),
      label: [text(record?.toolName), text(record?.version)].join(' '),
    }),
  },
  updateToolVersion: { subject: 'TOOL_VERSION', read: tool, names: toolNames },
  toggleToolVersionActiveFlag: { subject: 'TOOL_VERSION', read: tool, names: toolNames },
  deleteToolVersion: { subject: 'TOOL_VERSION', read: tool, names: toolNames },
  createUser: { subject: 'USER', names: person },
  updateUser: { subject: 'USER', read: user, names: person },
  updateUserRoles: { subject: 'USER', read: user, names: person },
  updateUserLegacyPermissions: { subject: 'USER', read: user, names: person },
  migrateUser: { subject: 'USER', action: 'CHANGED', read: user, names: person },
  resetUserPassword: { subject: 'USER', action: 'CHANGED', read: user, names: person },
  deleteUser: { subject: 'USER', read: user, names: person },
  // A practice: the provider's staff change it in the administration area, its managers on
  // their configuration page.
  updatePractice: {
    subject: (call) => (isSystemAdmin(call.caller) ? 'PRACTICE' : 'CONFIGURATION'),
    read: byId(findPractice),
    practiceId: (call) => call.ids.id,
  },
  migratePractice: {
    subject: 'PRACTICE',
    action: 'CHANGED',
    read: byId(findPractice),
    practiceId: (call) => call.ids.id,
  },
  updatePracticeModule: {
    subject: 'PRACTICE_MODULE',
    action: 'CHANGED',
    read: (call) =>
      practiceModules.findFirst((q) =>
        q.where({ practiceId: call.ids.id ?? '', name: (name) => name === call.body?.name }),
      ),
    names: (_, call) => ({ id: text(call.body?.name), label: text(call.body?.name) }),
    practiceId: (call) => call.ids.id,
  },
  // A practice's communications.
  createCommunicationPreference: {
    subject: 'COMMUNICATION_SETTINGS',
    names: (record, call) => settingsNames(record, call),
  },
  updateCommunicationPreference: {
    subject: 'COMMUNICATION_SETTINGS',
    read: preference,
    names: (record, call) => settingsNames(record, call),
  },
  createCommunicationTemplate: { subject: 'TEMPLATE', names: templateNames },
  updateCommunicationTemplate: {
    subject: 'TEMPLATE',
    read: (call) => communicationTemplates.findFirst((q) => q.where({ id: call.ids.id ?? '' })),
    names: templateNames,
  },
  updateConversation: { subject: 'CONVERSATION', names: patientOf },
  replyToConversation: {
    subject: 'CONVERSATION',
    names: patientOf,
    detail: (call) => `reply channel=${text(call.body?.channel) ?? ''}`,
  },
  getConversation: { subject: 'CONVERSATION', action: 'VIEWED', names: patientOf },
  recordConsent: {
    subject: 'CONSENT',
    names: (record, call) => ({ ...patientOf(record, call), id: text(record?.id) }),
  },
  saveGoals: {
    subject: 'GOALS',
    action: 'CHANGED',
    read: goalsOf,
    names: (_, call) => {
      const year = text((call.body?.goals as Record<string, unknown>[] | undefined)?.[0]?.year);
      return year ? { id: year, label: year } : {};
    },
    practiceId: (call) => text((call.body?.goals as Record<string, unknown>[] | undefined)?.[0]?.practiceId),
  },
  // The exports.
  exportCommunicationHistory: exported('COMMUNICATION_HISTORY'),
  exportUnreachablePatients: exported('UNREACHABLE_PATIENTS'),
  exportConsentRegister: exported('CONSENT_REGISTER'),
  // A manager of one practice exports that practice's log: the entry is theirs to see too.
  exportAuditLog: {
    ...exported('AUDIT_LOG'),
    practiceId: (call) => {
      const managed = isSystemAdmin(call.caller) ? [] : [...practiceIdsOf(call.caller, { managing: true })];
      return call.query.get('practiceId') ?? (managed.length === 1 ? managed[0] : undefined);
    },
  },
};

/** The operations the patients call themselves: what they answer is recorded as their consent. */
export const UNRECORDED_GROUPS = ['public'];
