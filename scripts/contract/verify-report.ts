/** contract-verify's reports: a line a check, JUnit (a case a check) and the plan. */
import type { OperationResult, OperationStatus } from './verify-session';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const toJUnit = (results: OperationResult[]): string => {
  const failures = results.filter((result) => result.status === 'fail').length;
  const skipped = results.filter((result) => result.status === 'skip').length;
  const cases = results.map((result) => {
    const head = `    <testcase classname="contract.${result.check}" name="${escapeXml(`${result.name} ${result.method} ${result.path}`)}" time="${(result.durationMs / 1000).toFixed(3)}"`;
    const message = escapeXml(result.problems.join('\n'));
    if (result.status === 'fail')
      return `${head}><failure message="${message}">${message}</failure></testcase>`;
    if (result.status === 'skip') return `${head}><skipped message="${message}"/></testcase>`;
    return `${head}/>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="contract-verify" tests="${results.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
};

const count = (results: OperationResult[], status: OperationStatus) =>
  results.filter((result) => result.status === status).length;

/** `PASS getPractices read  GET /practices`, its problems below it, then the totals. */
export const formatReport = (results: OperationResult[]): string => {
  const width = Math.max(34, ...results.map((result) => result.name.length));
  const lines = results.map((result) => {
    const head = `${result.status.toUpperCase().padEnd(4)} ${result.name.padEnd(width)} ${result.method} ${result.url ?? result.path}${result.httpStatus ? ` → ${result.httpStatus}` : ''}`;
    return [head, ...result.problems.map((problem) => `       ${problem}`)].join('\n');
  });
  lines.push(
    `${count(results, 'pass')} passed, ${count(results, 'fail')} failed, ${count(results, 'skip')} skipped`,
  );
  return lines.join('\n');
};

export interface PlannedCheck {
  name: string;
  method: string;
  path: string;
  /** The chain a write belongs to, or why it is skipped. */
  note?: string;
}

export const formatPlan = (planned: PlannedCheck[]): string => {
  const width = Math.max(34, ...planned.map((check) => check.name.length));
  return [
    ...planned.map(
      (check, index) =>
        `${String(index + 1).padStart(3)}. ${check.name.padEnd(width)} ${check.method.toUpperCase()} ${check.path}${check.note ? `  (${check.note})` : ''}`,
    ),
    `${planned.length} checks; nothing was called`,
  ].join('\n');
};
