import { deploymentGroups } from '../db/administration';
import { clinicGroups } from '../db/clinic-groups';
import { findPractice, practiceModules } from '../db/practices';
import { pricingFiles } from '../db/pricing';
import { tools } from '../db/tools';
import { findUser, toUser } from '../db/users';
import { byId, named, person, text, type AuditCall, type AuditRule } from './audit-rule-kit';
import { isSystemAdmin } from './caller';
import type { AuditSubject } from '@/api/generated/audit/model';

const user = byId((id) => {
  const record = findUser(id);
  return record && toUser(record);
});

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

/** What the log records of the administration area's writes, and of a practice's own record. */
export const ADMIN_AUDIT_RULES: Readonly<Record<string, AuditRule>> = {
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
};
