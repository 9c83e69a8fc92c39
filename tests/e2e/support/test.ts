import { test as base, expect } from '@playwright/test';
import { offlineApiControl, type OfflineApiControl } from './offline-api';

/** A `securitypolicyviolation` event of the page, as the browser reported it. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
}

/**
 * The `test` of every browser journey: the offline API's controls, and a guard that fails the test
 * on any Content-Security-Policy violation of its pages (the preview serves the production policy).
 */
export const test = base.extend<{ offlineApi: OfflineApiControl; cspViolations: CspViolation[] }>({
  offlineApi: async ({ page }, use) => {
    await use(offlineApiControl(page));
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
            .__reportCspViolation;
          report({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
