/** How the HTTP client waits before its next attempt (the backoff of src/api/retry-policy.ts). */
export type RetryWait = (ms: number, signal?: AbortSignal) => Promise<void>;

export const abortableSleep: RetryWait = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
      },
      { once: true },
    );
  });

let current: RetryWait = abortableSleep;

/** The wait of the app's own client: SPEC §9's, unless a test suite set another. */
export const waitBeforeRetry: RetryWait = (ms, signal) => current(ms, signal);

/**
 * Replaces the app's wait. Only the unit suite does (tests/setup/vitest.setup.ts): its screens
 * show what a failure says after the last attempt, and waiting out the real backoff (0.6 s a
 * failed read) was a tenth of the suite. The backoff itself is measured by http-client.test.ts
 * and retry-policy.test.ts, with their own clock.
 */
export const setRetryWait = (wait: RetryWait): void => {
  current = wait;
};
