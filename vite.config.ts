/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { nativeSrpPlugin } from './scripts/amplify/native-srp-plugin';
import { axiosUnusedPartsPlugin } from './scripts/axios/unused-parts-plugin';
import { withoutDescriptionsPlugin } from './scripts/contract/without-descriptions-plugin';
import { versionFilePlugin } from './scripts/release/version-file-plugin';
import { envPlugin } from './scripts/config/env-plugin';
import { offlineDbPlugin } from './scripts/offline/offline-db-plugin';
import { offlineWorkerPlugin } from './scripts/offline/offline-worker-plugin';
import { testOfflineToday } from './scripts/offline/pinned-today';
import { securityHeadersPlugin } from './scripts/security/security-headers-plugin';
import { fluentThemePlugin } from './scripts/theme/fluent-theme-plugin';
import { fluentTokensPlugin } from './scripts/theme/fluent-tokens-plugin';
import { griffelBuildPlugin } from './scripts/theme/griffel-build-plugin';
import { i18nPlugins } from './scripts/i18n/vite-i18n.js';
import EnvironmentSequencer from './scripts/test/environment-sequencer';

/**
 * The chunks each of the three entries (the portal, /confirmation, /preferences) imports itself:
 * the runtime, React and Fluent's core (the `framework` group below), and the root that renders
 * the page. A lazy import cannot run before them.
 */
const LOADED_BY_EVERY_ENTRY = /(^|\/)(rolldown-runtime|framework|render-root)-[\w-]+\.(js|css)$/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const offline = env.VITE_OFFLINE === 'true';
  const port = Number(env.PORT ?? 5173);

  return {
    // The offline mode serves (and, when built, ships) MSW's service worker, which leaves all but the
    // offline API to the network (decision 038), and the seeded database.
    // i18nPlugins: lang/*.json?compiled, compiled by formatjs on import (docs/decisions/007).
    plugins: [
      react(),
      // Builds compile our makeStyles calls to their CSS rules, as Fluent ships its own: the pages
      // then carry no CSS compiler (stylis, rtl-css-js, the shorthand table), about 9 KB gzip on
      // each (docs/decisions/032-styles-compiled-at-build.md). The development server and the
      // tests keep Griffel's run-time path.
      griffelBuildPlugin(),
      envPlugin(),
      nativeSrpPlugin(),
      // axios without the parts the portal never runs: its fetch adapter, its status names (decision 049).
      axiosUnusedPartsPlugin(),
      // The contracts' descriptions stay in the generated code and out of the pages (decision 049).
      withoutDescriptionsPlugin(),
      fluentThemePlugin(),
      fluentTokensPlugin(),
      securityHeadersPlugin(),
      // version.json and the build id in index.html: an open tab learns of a new release.
      versionFilePlugin(),
      ...i18nPlugins(),
      ...(offline ? [offlineWorkerPlugin(), offlineDbPlugin()] : []),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // The dev server pre-bundles Amplify and axios: the same SRP and axios there too.
    optimizeDeps: { rolldownOptions: { plugins: [nativeSrpPlugin(), axiosUnusedPartsPlugin()] } },
    // The offline API's data mode for a tab that chose none (mocks/README.md, "Data modes"):
    // OFFLINE_DATA=generated OFFLINE_SEED=7 npm start.
    define: {
      __OFFLINE_DATA_DEFAULT__: JSON.stringify({ data: env.OFFLINE_DATA ?? 'seed', seed: env.OFFLINE_SEED }),
    },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    // Hidden: maps for the error reporter, never referenced by the served code (decision 012).
    build: {
      sourcemap: 'hidden',
      target: 'es2022',
      // Every browser that runs es2022 but Safari before 17 and Firefox before 115 preloads modules
      // itself; those fetch a chunk's imports when it runs instead. The polyfill was 0.2 KB gzip on
      // every page, /confirmation's last margin under its 100 KB (decision 032).
      modulePreload: {
        polyfill: false,
        // A lazy chunk's list of what to preload leaves out the chunks every page's entry imports
        // itself, loaded before any lazy import runs: the route table carried their index in each
        // of its 30 lists (decision 059). The HTML's own preloads keep them.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !LOADED_BY_EVERY_ENTRY.test(dep)) : deps,
      },
      rolldownOptions: {
        // Three pages: the portal, and the two public pages patients open from their messages
        // (the confirmation, their own page), which load only what they need
        // (docs/decisions/014-confirmation-entry.md). Both dev and preview serve /confirmation
        // from confirmation.html and /preferences from preferences.html.
        input: {
          main: fileURLToPath(new URL('./index.html', import.meta.url)),
          confirmation: fileURLToPath(new URL('./confirmation.html', import.meta.url)),
          preferences: fileURLToPath(new URL('./preferences.html', import.meta.url)),
        },
        output: {
          // The runtime every screen starts with (React, Griffel, Fluent's provider and theme, the
          // field and label of every form) in one chunk. Left to itself, the splitter cuts it into a
          // new small chunk each time a lazy route shares a piece differently, and /login paid for
          // every cut in requests and lost compression (docs/decisions/009-performance-budgets.md).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@griffel[\\/][^\\/]+|keyborg|rtl-css-js|stylis|@fluentui[\\/](react-jsx-runtime|react-shared-contexts|react-utilities|react-theme|tokens|react-provider|react-text))[\\/]/,
              },
              {
                // react-query's cache, which every signed-in screen loads and /login goes without
                // (decision 035): whole, rather than cut anew by each lazy route's share of it.
                name: 'query-core',
                test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/,
              },
              {
                name: 'form-field',
                test: /node_modules[\\/]@fluentui[\\/](react-field|react-label)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      // Same origin as the API base below, so jsdom's XMLHttpRequest applies no CORS rules.
      environmentOptions: { jsdom: { url: 'http://localhost/' } },
      // Test files share their worker's modules instead of importing msw, the handlers, faker and the
      // schemas again (1.5 s a file); tests/setup/vitest.setup.ts puts the database and the storage
      // back to the seed before each file (docs/decisions/011-test-pipeline.md).
      isolate: false,
      // Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core
      // runner, the suite in 9 min. Both cores: 5.5 min (docs/decisions/029-ci-time.md). One more
      // worker than cores: a screen test spends part of its time waiting on timers (a retry's
      // wait, a debounce, a held answer), and with one worker a core the cores stood idle a fifth
      // of the stage; three workers on two cores: 144 s against 182 s, idle 5 % (four: 142 s).
      maxWorkers: availableParallelism() + 1,
      // The files of one environment next to each other, so that workers are reused across files.
      sequence: { sequencer: EnvironmentSequencer },
      globalSetup: ['./tests/setup/offline-db.global-setup.ts'],
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'tests/contract/**/*.test.ts',
      ],
      // OFFLINE_TODAY: the day the offline data stops at, the one the global set-up seeded with.
      env: { VITE_API_BASE_URL: 'http://localhost/api', OFFLINE_TODAY: testOfflineToday() },
      restoreMocks: true,
      reporters: process.env.CI
        ? [
            'default',
            './tests/setup/setup-time-reporter.ts',
            './tests/setup/flaky-test-reporter.ts',
            ['junit', { outputFile: 'reports/unit-junit.xml' }],
          ]
        : ['default', './tests/setup/setup-time-reporter.ts'],
      // A timeout catches a test that hangs, not a slow one: speed is the benches' job. The longest
      // screen test (a user's roles: refused, migrated, given, removed) takes 2.6 s alone and 2.0 s
      // after 250 others in its worker, but over 20 s twice in a CI run whose machine was also
      // running a browser suite, and 20 s failed it. 60 s, as a journey (playwright.config.ts); the
      // same for the hooks that put the database back before each test.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // As the browser suite does (playwright.config.ts): in CI a test that fails is run once
      // more, and the stage's summary names it (scripts/test/stages.ts) so that a flaky test
      // stays visible instead of turning a run red. Locally, a failure is a failure.
      retry: process.env.CI ? 1 : 0,
      benchmark: { include: ['mocks/**/*.bench.ts'] },
    },
  };
});
