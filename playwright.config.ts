import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/e2e/chromium-args';
import { DEFAULT_REMOTE_PORTS, remoteOrigins } from './scripts/remote/remote-env';

const port = Number(process.env.E2E_PORT ?? 5179);
const baseURL = `http://localhost:${port}`;
const remoteBaseURL = remoteOrigins(DEFAULT_REMOTE_PORTS).app;

// Where Playwright cannot download its own browser (CI here), Debian's is used: its headless
// shell first, which takes half the CPU of the full browser per page (measured: 4.4 s against
// 8.6 s for six signed-in loads), then the full browser.
const systemChromium = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => existsSync(path));

const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: CHROMIUM_ARGS,
};

// V8's optimising compilers (Maglev, TurboFan) pay off in a page that runs for minutes; a journey's
// pages live seconds, and compiling for them cost more than it saved: on four journey files (52
// tests, 2 workers) Chromium used 116.8 s of CPU and took 82.9 s without them (two runs) against
// 126.7 s and 87.3 s with them (three runs). The timings of the bench project keep them: a clinic's
// browser has them.
const JOURNEY_ONLY_ARGS = ['--js-flags=--max-opt=1'];

export default defineConfig({
  testDir: './tests/e2e',
  // Every browser context has its own offline database (its own localStorage) and no test leans
  // on another's order. One worker more than the cores: a journey also waits (an assertion's next
  // poll, an animation, a server's answer), and with one worker a core the cores stood idle 14 % of
  // the stage; three workers on two cores ran the suite in 6.6 min against 7.3–7.9 (decision 029).
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : availableParallelism() + 1,
  // A full load of the offline mode (its database, Amplify, the lazy chunks) takes about 2 s on
  // a quiet 2-core machine, twice that with both workers busy, and up to 8 s measured with other
  // jobs on the cores: 5 s, then 10 s, left no margin.
  expect: {
    timeout: 15_000,
    // Screenshots of one browser build and one set of fonts (Debian's, here and in CI): a small
    // tolerance for anti-aliasing, none for a moved or recoloured part.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  // A journey may load the offline mode three or four times (a reload, ?offline-reset, a direct
  // address): on a runner whose cores other jobs share, 30 s ended journeys that were still right.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The JUnit report feeds the closing line of `npm test` (scripts/test/stages.ts).
  // A run on another port (E2E_PORT) keeps its own results: Playwright empties its folder at start.
  outputDir: port === 5179 ? 'test-results' : `test-results-${port}`,
  reporter: [
    ['list'],
    ['junit', { outputFile: port === 5179 ? 'reports/e2e-junit.xml' : `reports/e2e-junit-${port}.xml` }],
  ],
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot around every action, and a screencast) took 40 % of the
    // suite's time, passing journeys included: 2.6 min against 1.5 min for the history and guard
    // journeys. A failure keeps its page snapshot (error-context.md) and a screenshot; the retry
    // that CI runs records the trace (docs/decisions/029-ci-time.md). Locally: --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { ...launchOptions, args: [...launchOptions.args, ...JOURNEY_ONLY_ARGS] },
  },
  projects: [
    // Signs in the demo accounts once; journeys not about signing in start from their state.
    { name: 'sign-in', testMatch: /.*\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['sign-in'] },
    // The production build against the offline API over HTTP on another origin (npm run
    // start:remote): CORS, bearer headers and Amplify over the network. Its own sign-ins; the
    // sign-in project only gives it the demo accounts' profiles.
    // Timings of the production build (npm run bench:upcoming): numbers a loaded CI runner would
    // make flaky, so the project exists only when asked for.
    ...(process.env.E2E_BENCH
      ? [
          {
            name: 'bench',
            testDir: './tests/bench',
            testMatch: /.*\.bench\.spec\.ts$/,
            // BENCH_MODE=remote: against the remote mode's build and HTTP API (npm run bench:interactions).
            use: {
              ...devices['Desktop Chrome'],
              ...(process.env.BENCH_MODE === 'remote' ? { baseURL: remoteBaseURL } : {}),
              // A trace snapshots the page's DOM around every action, in the page's own (slowed)
              // main thread: it would be timed with the interaction.
              trace: 'off' as const,
              // The browser as a clinic has it: V8's optimising compilers on (JOURNEY_ONLY_ARGS).
              launchOptions,
            },
            dependencies: ['sign-in'],
          },
        ]
      : []),
    // A long shift: every screen, then round and round, the heap and DOM back where they were
    // (tests/shift/; SHIFT_NAVIGATIONS, 100 here, 2,000 with npm run shift -- --navigations 2000).
    {
      name: 'shift',
      testDir: './tests/shift',
      testMatch: /.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['sign-in'],
    },
    // Every screen compared with its approved screenshot (tests/visual/, README "Visual regression").
    {
      name: 'visual',
      testDir: './tests/visual',
      testMatch: /.*\.visual\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['sign-in'],
    },
    // E2E_REMOTE=off leaves out the remote mode (its project and its two servers): a run of one
    // offline journey then builds only the offline mode.
    ...(process.env.E2E_REMOTE === 'off'
      ? []
      : [
          {
            name: 'remote',
            testDir: './tests/remote',
            testMatch: /.*\.remote\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], baseURL: remoteBaseURL },
            dependencies: ['sign-in'],
          },
        ]),
  ],
  webServer: [
    {
      // A production build of the offline mode, built once per run (scripts/e2e/serve-offline-build.ts).
      command: `npx tsx scripts/e2e/serve-offline-build.ts --port ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
    ...(process.env.E2E_REMOTE === 'off'
      ? []
      : [
          {
            // The remote mode: a production build for a real backend, and the HTTP offline API.
            command: 'npx tsx scripts/remote/start-remote.ts',
            url: remoteBaseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'pipe' as const,
          },
        ]),
  ],
});
