import { ADMIN_AUDIT_RULES } from './audit-rules-admin';
import { EXPORT_AUDIT_RULES } from './audit-rules-exports';
import { PRACTICE_AUDIT_RULES } from './audit-rules-practice';
import type { AuditRule } from './audit-rule-kit';

/**
 * What the audit log records of each operation it records, by operationId: every write of the
 * contracts but the patients' own (the public page's answers are consent records themselves),
 * every CSV export, and the opening of a conversation. audit-recording.ts applies these rules
 * around the stateful handlers; each area's rules are in audit-rules-<area>.ts. audit-rules.test.ts fails when an operation of the contracts
 * that changes something has no rule here.
 */
export const AUDIT_RULES: Readonly<Record<string, AuditRule>> = {
  ...ADMIN_AUDIT_RULES,
  ...PRACTICE_AUDIT_RULES,
  ...EXPORT_AUDIT_RULES,
};

/** The operations the patients call themselves: what they answer is recorded as their consent. */
export const UNRECORDED_GROUPS = ['public'];
