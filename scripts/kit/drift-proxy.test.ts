// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DRIFTS, unreportedDrifts } from './drift-proxy';

const reported = (operationId: string, check: string, problem: string, status = 'fail') => ({
  operationId,
  check,
  status,
  problems: [problem],
});

describe("the kit stage's drifts", () => {
  const drift = DRIFTS.find((candidate) => candidate.kind === 'a 429 without Retry-After')!;

  it('counts a drift as reported only by a failing check of its operation, kind and problem', () => {
    const line = 'HTTP 429 without the Retry-After header the contract declares for it';
    expect(unreportedDrifts([reported('getMetrics', 'read', line)], [drift])).toEqual([]);
    expect(unreportedDrifts([], [drift])).toEqual([drift]);
    expect(unreportedDrifts([reported('getMetrics', 'read', line, 'pass')], [drift])).toEqual([drift]);
    expect(unreportedDrifts([reported('getMetric', 'read', line)], [drift])).toEqual([drift]);
    expect(
      unreportedDrifts([reported('getMetrics', 'read', 'HTTP 429 where a 2xx was expected')], [drift]),
    ).toEqual([drift]);
  });

  it('holds one drift of each kind the kit must report, each on its own answer', () => {
    const answers = DRIFTS.map(
      ({ method, path, withToken, status }) => `${method} ${path} ${withToken} ${status}`,
    );
    expect(new Set(answers).size).toBe(DRIFTS.length);
    expect(DRIFTS.map((candidate) => candidate.expect.check)).toEqual(
      expect.arrayContaining(['read', 'write', 'cleanup', 'no-token', 'unknown-id', 'missing-field']),
    );
  });
});
