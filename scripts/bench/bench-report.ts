/** The interactions' results (tests/bench/interactions.bench.spec.ts) against their targets. */
export interface InteractionTime {
  domMs: number;
  paintMs: number;
  longestEventMs: number;
}

/**
 * Where the page's API and Cognito answer: `remote`, the production build for a real backend
 * against the HTTP offline API in another process (the client's own work only); `offline`, the
 * offline mode, whose API, database and Cognito emulator run inside the page and share its CPU.
 */
export type BenchMode = 'remote' | 'offline';

export interface BenchReport {
  /** Absent in reports written before the remote mode: the offline mode. */
  mode?: BenchMode;
  cpu: number;
  runs: number;
  results: Record<string, InteractionTime[]>;
}

/** The targets at 4× CPU: medians, from the input to the result painted; the longest input event. */
export const TARGETS: Record<string, { paintMs?: number; longestEventMs?: number }> = {
  'sign-in to home with data': { paintMs: 2500 },
  'history, next page': { paintMs: 250, longestEventMs: 100 },
  'history, apply a filter': { paintMs: 250, longestEventMs: 100 },
  'switch to French on the history': { paintMs: 250 },
  'open the Analytik overview': { paintMs: 600 },
  "a metric's table to its line chart": { paintMs: 400 },
};

const TARGET_CPU = 4;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const MODE_TEXT: Record<BenchMode, string> = {
  remote: 'the production build against the API over HTTP',
  offline: 'the offline mode (its API inside the page: not judged)',
};

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * A Markdown table, one row per interaction, and the targets it misses: judged at 4× and against
 * a backend over the network only (in the offline mode the page also runs the API's work).
 */
export const formatBenchTable = (report: BenchReport): { table: string; missed: string[] } => {
  const mode = report.mode ?? 'offline';
  const judged = report.cpu === TARGET_CPU && mode === 'remote';
  const missed: string[] = [];
  const rows = Object.entries(report.results).map(([name, times]) => {
    const paint = median(times.map((time) => time.paintMs));
    const longest = median(times.map((time) => time.longestEventMs));
    const target = TARGETS[name];
    const over = [
      target?.paintMs !== undefined && paint > target.paintMs
        ? `${name} ${ms(paint)} > ${ms(target.paintMs)}`
        : '',
      target?.longestEventMs !== undefined && longest > target.longestEventMs
        ? `${name}: input event ${ms(longest)} > ${ms(target.longestEventMs)}`
        : '',
    ].filter(Boolean);
    if (judged) missed.push(...over);
    const targetText = target
      ? [
          target.paintMs && `≤ ${ms(target.paintMs)}`,
          target.longestEventMs && `events ≤ ${ms(target.longestEventMs)}`,
        ]
          .filter(Boolean)
          .join(', ')
      : '–';
    const verdict = !target || !judged ? '' : over.length === 0 ? 'met' : 'MISSED';
    return `| ${name} | ${ms(paint)} | ${ms(median(times.map((time) => time.domMs)))} | ${ms(longest)} | ${targetText} | ${verdict} |`;
  });
  const table = [
    `Interactions at ${report.cpu}× CPU, median of ${report.runs}, ${MODE_TEXT[mode]}:`,
    '| interaction | input → painted | input → DOM | longest input event | target (4×, remote) | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { table, missed };
};
