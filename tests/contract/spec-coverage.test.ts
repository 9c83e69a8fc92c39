// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readOperations } from '../../mocks/contract/spec-files';

/**
 * Every product call of SPEC §7, as the spec writes it (path parameter names as in openapi/).
 * The hosted identity service (Cognito), feature flags and telemetry are other parties' APIs.
 */
const SPEC_CALLS = [
  'POST /public/practice/{practiceId}/appointment/confirm',
  'GET /practices/{practiceId}/appointments/types',
  'GET /practices/{practiceId}/schedule/columns',
  'GET /finance/pricing',
  'POST /finance/pricing',
  'GET /finance/pricing/file', // the blob download: OpenAPI allows one GET per path (see the operation)
  'DELETE /finance/pricing',
  'GET /practices/{practiceId}/communication/stats',
  'GET /practices/{practiceId}/communication/preferences',
  'PATCH /practices/{practiceId}/communication/preferences/{id}',
  'POST /practices/{practiceId}/communication/preferences',
  'GET /practices/{practiceId}/communication/history',
  'GET /practices/{practiceId}/communication/templates',
  'PATCH /practices/{practiceId}/communication/templates/{id}',
  'POST /practices/{practiceId}/communication/templates',
  'GET /users/profile',
  'POST /users',
  'POST /users/{id}/reset-password',
  'DELETE /users/{id}',
  'POST /users/{id}/migrate',
  'GET /users',
  'GET /users/{id}',
  'PATCH /users/{id}',
  'GET /groups',
  'PATCH /users/{id}/roles',
  'PATCH /users/{id}/legacy-permissions',
  'GET /practices',
  'GET /practices/{id}',
  'PATCH /practices/{id}',
  'POST /practices/{id}/migrate',
  'GET /practices/{id}/modules',
  'POST /practices/{id}/modules',
  'GET /practices/{id}/services-status',
  'GET /practices/{id}/last-service-log',
  'GET /administration/deploymentGroups',
  'PATCH /administration/deploymentGroup/{id}',
  'GET /toolsVersions',
  'GET /toolsVersions/{id}',
  'POST /toolsVersions',
  'PATCH /toolsVersions/{id}', // SPEC writes {idUpdatableTool}: the same identifier, one name per path in OpenAPI
  'DELETE /toolsVersions/{id}',
  'PATCH /toolsVersions/{id}/toggleActiveFlag',
  'GET /clinic-groups',
  'GET /clinic-groups/{id}',
  'POST /clinic-groups',
  'PATCH /clinic-groups/{id}',
  'PATCH /clinic-groups/{id}/add-clinics',
  'PATCH /clinic-groups/{id}/remove-clinics',
  'DELETE /clinic-groups/{id}',
  'GET /analytik/metrics',
  'GET /analytik/metrics/{id}',
  'GET /analytik/practices/{id}/metrics',
  'GET /analytik/practices/{id}/metrics/{metricId}',
  'GET /analytik/goals',
  'POST /analytik/goals',
];

/**
 * Operations the product adds to SPEC §7, each for a screen that needs it, with the decision that
 * designed it.
 */
const ADDED_CALLS = [
  // The upcoming messages and the SMS forecast (docs/decisions/017-sending-rules.md).
  'GET /practices/{practiceId}/communication/upcoming',
  'GET /practices/{practiceId}/communication/upcoming/summary',
  'GET /practices/{practiceId}/communication/opt-outs',
  // The history's filtered rows as a CSV file (docs/decisions/019-csv-export.md).
  'GET /practices/{practiceId}/communication/history/export',
  // Patients' replies and the patients no message reaches (docs/decisions/045 and 049).
  'GET /practices/{practiceId}/communication/conversations',
  'GET /practices/{practiceId}/communication/conversations/unread',
  'GET /practices/{practiceId}/communication/conversations/{conversationId}',
  'PATCH /practices/{practiceId}/communication/conversations/{conversationId}',
  'POST /practices/{practiceId}/communication/conversations/{conversationId}/replies',
  'GET /practices/{practiceId}/communication/unreachable',
  'GET /practices/{practiceId}/communication/unreachable/export',
  // The patient's own page, where each answer is a consent record (docs/decisions/052).
  'GET /public/practice/{practiceId}/preferences',
  'PUT /public/practice/{practiceId}/preferences',
  // The audit log, paged by the server, and its CSV file (docs/decisions/052).
  'GET /audit-log',
  'GET /audit-log/export',
  // The consent register: its counts, the consents lapsing soon, its CSV proof and the front
  // desk's records (docs/decisions/052).
  'POST /practices/{practiceId}/consents',
  'GET /practices/{practiceId}/consents/register',
  'GET /practices/{practiceId}/consents/lapsing',
  'GET /practices/{practiceId}/consents/export',
  // Analytik's tables as files the server writes and records in the audit log (docs/decisions/060).
  'GET /analytik/practices/{id}/metrics/{metricId}/export',
  'GET /analytik/practices/{id}/goals/export',
];

const operations = readOperations();
const contract = new Set(
  operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
);

describe('the contracts', () => {
  it('hold every call of SPEC §7', () => {
    expect(SPEC_CALLS.filter((call) => !contract.has(call))).toEqual([]);
  });

  it('hold nothing the spec does not call, but the additions the product designed', () => {
    expect([...contract].filter((call) => !SPEC_CALLS.includes(call) && !ADDED_CALLS.includes(call))).toEqual(
      [],
    );
    expect(ADDED_CALLS.filter((call) => !contract.has(call))).toEqual([]);
  });

  it('name every operation uniquely, and describe it', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answer with the shared problem on 401, 403, 429 and 500 everywhere but the public confirmation', () => {
    const missing = operations
      .filter((operation) => !operation.path.startsWith('/public/'))
      .flatMap((operation) =>
        ['401', '403', '429', '500']
          .filter((status) => !operation.responses[status])
          .map((status) => `${operation.operationId} ${status}`),
      );
    expect(missing).toEqual([]);
  });
});
