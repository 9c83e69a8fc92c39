import type { AuditAction, AuditSubject, AuditSubjectType } from '@/api/generated/audit/model';
import type { UserRecord } from '../db/user-record';

/*
 * The shapes of the audit log's rules and the helpers they share (audit-rules.ts gathers the
 * rules of every area; audit-recording.ts applies them).
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

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export const named = (record: Record<string, unknown> | undefined): Omit<AuditSubject, 'type'> => {
  const id = text(record?.id);
  const label = text(record?.name);
  return { ...(id ? { id } : {}), ...(label ? { label } : {}) };
};

export const person = (record: Record<string, unknown> | undefined): Omit<AuditSubject, 'type'> => {
  const name = [text(record?.firstName), text(record?.lastName)].filter(Boolean).join(' ');
  return { ...named(record), ...(name ? { label: name } : {}) };
};

/** `sentFrom=2026-11-01 locale=fr`: the filters of an exported file, as the query gave them. */
export const filtersOf = (call: AuditCall): string =>
  [...call.query.entries()]
    .filter(([name]) => name !== 'page' && name !== 'pageSize')
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

export const byId =
  <T>(find: (id: string) => T | undefined) =>
  (call: AuditCall) =>
    find(call.ids.id ?? '');

export const exported = (subject: AuditSubjectType): AuditRule => ({
  subject,
  action: 'EXPORTED',
  detail: filtersOf,
  names: () => ({}),
});
