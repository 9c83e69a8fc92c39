import { describe, expect, it } from 'vitest';
import { operations } from '@/api/generated/operations';
import { AUDIT_RULES, UNRECORDED_GROUPS } from './audit-rules';

/**
 * The audit log records every write of the contracts, every export and the opening of a
 * conversation (openapi/audit.yaml). The operations are read from the contracts, so a new write
 * fails here until the log knows what it records of it.
 */
const recorded = operations.filter(
  (operation) =>
    !UNRECORDED_GROUPS.includes(operation.group) &&
    (operation.method !== 'get' || operation.path.endsWith('/export')),
);

describe('what the audit log records', () => {
  it.each(recorded.map((operation) => operation.operationId))('has a rule for %s', (operationId) => {
    expect(AUDIT_RULES[operationId], `${operationId} records nothing in the audit log`).toBeDefined();
  });

  it('names only operations of the contracts', () => {
    const known = new Set(operations.map((operation) => operation.operationId));
    expect(Object.keys(AUDIT_RULES).filter((operationId) => !known.has(operationId))).toEqual([]);
  });

  it('records the opening of a conversation and every export', () => {
    expect(AUDIT_RULES.getConversation?.action).toBe('VIEWED');
    for (const operation of recorded.filter((entry) => entry.method === 'get'))
      expect(AUDIT_RULES[operation.operationId]?.action).toBe('EXPORTED');
  });
});
