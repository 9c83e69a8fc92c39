import type { AuditSubject } from '@/api/generated/audit/model';
import type { CommunicationTemplate } from '@/api/generated/communication/model';
import { goals } from '../db/analytik';
import { kindName, templateLabel } from '../db/audit-log-seed-kinds';
import { communicationPreferences, communicationTemplates } from '../db/communication';
import { findPractice } from '../db/practices';
import { named, person, text, type AuditCall, type AuditRule } from './audit-rule-kit';

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

const preference = (call: AuditCall) =>
  communicationPreferences.findFirst((q) => q.where({ id: call.ids.id ?? '' }));

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

/** What the log records of a practice's communications, conversations, consents and goals. */
export const PRACTICE_AUDIT_RULES: Readonly<Record<string, AuditRule>> = {
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
};
