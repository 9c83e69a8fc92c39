/** The result of one check of `npm run test:kit`, and the JUnit report and table made of them. */
export interface KitCheck {
  name: string;
  ok: boolean;
  seconds: number;
  /** What went wrong (or, for a passing check, nothing). */
  detail?: string;
  /** false: in the JUnit report only (one case an operation), the table keeps to the commands. */
  inTable?: boolean;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One test case a check, totals on <testsuites> too: scripts/test/junit-totals.ts reads them
 * there to sum every report of reports/.
 */
export const kitJUnit = (checks: readonly KitCheck[]): string => {
  const failures = checks.filter((check) => !check.ok).length;
  // An operation's time is part of its command's: counted once.
  const seconds = checks
    .filter((check) => check.inTable !== false)
    .reduce((total, check) => total + check.seconds, 0)
    .toFixed(3);
  const cases = checks.map((check) => {
    const head = `    <testcase classname="kit" name="${escapeXml(check.name)}" time="${check.seconds.toFixed(3)}"`;
    if (check.ok) return `${head}/>`;
    const message = escapeXml(check.detail ?? 'failed');
    return `${head}><failure message="${message}">${message}</failure></testcase>`;
  });
  const totals = `tests="${checks.length}" failures="${failures}" errors="0" skipped="0" time="${seconds}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="kit" ${totals}>`,
    `  <testsuite name="kit" ${totals}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
};

/** A markdown table of the checks, failures with their detail, then "N passed, N failed". */
export const kitTable = (checks: readonly KitCheck[]): string => {
  const rows = checks
    .filter((check) => check.inTable !== false)
    .map((check) => `| ${check.name} | ${check.seconds.toFixed(1)} | ${check.ok ? 'passed' : 'FAILED'} |`);
  const failed = checks.filter((check) => !check.ok);
  return [
    '| check | seconds | result |',
    '| --- | --- | --- |',
    ...rows,
    ...failed.map((check) => `\nFAILED ${check.name}\n${check.detail ?? ''}`),
    `${checks.length - failed.length} passed, ${failed.length} failed`,
  ].join('\n');
};
