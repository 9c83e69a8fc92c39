import { getResponse, http, type RequestHandler } from 'msw';
import type { AuditAction, AuditChange } from '@/api/generated/audit/model';
import { operations } from '@/api/generated/operations';
import type { ContractOperation } from '@/api/contract-validation';
import { apiPath, OFFLINE_API_PREFIX } from '../config';
import { appendAuditEntry } from '../db/audit-log';
import { auditActorOf } from '../db/audit-log-seed';
import { findPractice } from '../db/practices';
import { findUser } from '../db/users';
import type { UserRecord } from '../db/user-record';
import type { AuditCall, AuditRule } from './audit-rule-kit';
import { AUDIT_RULES, UNRECORDED_GROUPS } from './audit-rules';
import { currentUserId } from './auth-gate';

/**
 * The server writes the audit log as it serves what it records (openapi/audit.yaml): one handler
 * in front of the stateful ones answers every recorded operation by asking the handlers after it,
 * reads the record before and after, and appends the entry when the answer is a success. The
 * handlers themselves know nothing of the log, so none can forget it; a failed or refused call,
 * or one a fault answered (the fault gate is in front), writes nothing.
 */

const ACTIONS: Record<string, AuditAction> = {
  post: 'CREATED',
  put: 'CHANGED',
  patch: 'CHANGED',
  delete: 'DELETED',
};

// Passwords, tokens and codes: the field is listed, its values never (openapi/audit.yaml).
const SECRET = /(^|\.)(password|temporaryPassword|newPassword|token|secret|code)$/i;

// Bookkeeping the server writes on every change, not a field anyone changed.
const BOOKKEEPING = new Set(['updatedAt', 'updatedBy', 'createdAt', 'lastSignInAt']);

/** The operation of a call, when the log records it. */
const recordedOperation = (method: string, path: string): ContractOperation | undefined => {
  const operation = operations.find((entry) => entry.method === method && entry.pattern.test(path));
  if (!operation || UNRECORDED_GROUPS.includes(operation.group)) return undefined;
  return AUDIT_RULES[operation.operationId] ? operation : undefined;
};

/** The path's parameters by their names in the contract. */
const idsOf = (template: string, path: string): Record<string, string> => {
  const names = template.split('/');
  const values = path.split('/');
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith('{') ? [[name.slice(1, -1), decodeURIComponent(values[index] ?? '')]] : [],
    ),
  );
};

// The contract's longest value of a change (AuditChange.before and after).
const VALUE_MAX = 4000;

const asText = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, VALUE_MAX);

const plain = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object'
    ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>)
    : undefined;

/**
 * The fields that differ, by their names in the contract: those the body sent when the record
 * has them (a PATCH names what it changes), every field of the record otherwise.
 */
export const changesOf = (
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  sent: Record<string, unknown> | undefined,
): AuditChange[] => {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const named = Object.keys(sent ?? {}).filter((field) => fields.has(field));
  const candidates = named.length > 0 ? named : [...fields].filter((field) => !BOOKKEEPING.has(field));
  const secrets = Object.keys(sent ?? {}).filter((field) => SECRET.test(field));
  const changes = candidates.flatMap((field): AuditChange[] => {
    const [was, is] = [asText(before?.[field]), asText(after?.[field])];
    if (was === is || SECRET.test(field)) return [];
    return [
      { field, ...(was === undefined ? {} : { before: was }), ...(is === undefined ? {} : { after: is }) },
    ];
  });
  return [...changes, ...secrets.map((field) => ({ field }))];
};

const subjectTypeOf = (rule: AuditRule, call: AuditCall) =>
  typeof rule.subject === 'function' ? rule.subject(call) : rule.subject;

const practiceOf = (rule: AuditRule, call: AuditCall, record: Record<string, unknown> | undefined) => {
  const id =
    call.ids.practiceId ?? rule.practiceId?.(call, record) ?? call.query.get('practiceId') ?? undefined;
  const practice = id ? findPractice(id) : undefined;
  return practice ? { practice: { id: practice.id, name: practice.name } } : {};
};

const jsonOf = async (message: Request | Response): Promise<Record<string, unknown> | undefined> => {
  if (!message.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return plain(await message.clone().json());
  } catch {
    return undefined;
  }
};

const callerOfRequest = async (request: Request): Promise<UserRecord | undefined> => {
  try {
    return findUser(await currentUserId(request));
  } catch {
    return undefined;
  }
};

const record = async (
  operation: ContractOperation,
  rule: AuditRule,
  call: AuditCall,
  before: Record<string, unknown> | undefined,
  response: Response,
) => {
  const action = rule.action ?? ACTIONS[operation.method] ?? 'CHANGED';
  const answered = await jsonOf(response);
  const after = action === 'DELETED' ? undefined : (plain(rule.read?.(call)) ?? answered);
  const current = after ?? before;
  const names = rule.names
    ? rule.names(current, call)
    : { ...(asText(current?.id) ? { id: asText(current?.id) } : {}) };
  const label = names.label ?? (typeof current?.name === 'string' ? current.name : undefined);
  const changes =
    action === 'CHANGED' || action === 'CREATED' || action === 'DELETED'
      ? changesOf(before, after, action === 'DELETED' ? undefined : call.body)
      : [];
  const detail = rule.detail?.(call);
  await appendAuditEntry({
    actor: auditActorOf(call.caller),
    ...practiceOf(rule, call, current),
    action,
    subject: {
      type: subjectTypeOf(rule, call),
      ...(names.id ? { id: names.id.slice(0, 100) } : {}),
      ...(label ? { label: label.slice(0, 300) } : {}),
    },
    ...(changes.length > 0 ? { changes: changes.slice(0, 200) } : {}),
    ...(detail ? { detail: detail.slice(0, 1000) } : {}),
  });
};

/**
 * The recording handler. `handlers` gives the offline API's list it stands in; it asks the
 * handlers after itself, so they answer as if it were not there.
 */
export const auditRecorder = (handlers: () => readonly RequestHandler[]): RequestHandler => {
  const recorder: RequestHandler = http.all(apiPath('/*'), async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf(OFFLINE_API_PREFIX) + OFFLINE_API_PREFIX.length);
    const operation = recordedOperation(request.method.toLowerCase(), path);
    const rule = operation && AUDIT_RULES[operation.operationId];
    const caller = rule && (await callerOfRequest(request));
    if (!operation || !rule || !caller) return undefined;
    const call: AuditCall = {
      ids: idsOf(operation.path, path),
      query: url.searchParams,
      caller,
      body: await jsonOf(request),
    };
    const before = plain(rule.read?.(call));
    const list = handlers();
    const response = await getResponse([...list.slice(list.indexOf(recorder) + 1)], request);
    if (!response) return undefined;
    if (response.ok) await record(operation, rule, call, before, response);
    return response;
  });
  return recorder;
};
