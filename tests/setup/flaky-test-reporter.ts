import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names the tests that failed once and passed on their retry (vite.config.ts retries once in
 * CI): the run stays green, and the flaky test is printed at the end of every run, where the
 * stage summary shows it, instead of going unnoticed.
 */
export default class FlakyTestReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.moduleId} > ${testCase.fullName}`);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    console.log(`Flaky: ${this.flaky.length} test(s) passed only on their retry:`);
    for (const name of this.flaky) console.log(`  - ${name.replace(`${process.cwd()}/`, '')}`);
  }
}
