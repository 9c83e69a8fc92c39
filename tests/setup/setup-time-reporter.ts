import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints how long test files spend in set-up (vitest's setupDuration: importing and running
 * tests/setup/vitest.setup.ts, which starts the offline API and loads its database), so a slow
 * set-up shows in every run instead of hiding in the total.
 */
export default class SetupTimeReporter implements Reporter {
  private readonly durations: number[] = [];

  onTestModuleEnd(testModule: TestModule) {
    this.durations.push(testModule.diagnostic().setupDuration);
  }

  onTestRunEnd() {
    if (this.durations.length === 0) return;
    const sorted = [...this.durations].sort((a, b) => a - b);
    const at = (fraction: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!);
    console.log(
      `Set-up per test file (${sorted.length} files): median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, max ${at(1)} ms`,
    );
  }
}
