/** The interactions' results (tests/bench/interactions.bench.spec.ts) against their targets. */
export interface InteractionTime {
  domMs: number;
  paintMs: number;
  longestEventMs: number;
}

export interface BenchReport {
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

const ms = (value: number) => `${Math.round(value)} ms`;

/** A Markdown table, one row per interaction, and the targets it misses (judged at 4× only). */
export const formatBenchTable = (report: BenchReport): { table: string; missed: string[] } => {
  const judged = report.cpu === TARGET_CPU;
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
    `Interactions at ${report.cpu}× CPU, median of ${report.runs}:`,
    '| interaction | input → painted | input → DOM | longest input event | target (4×) | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { table, missed };
};
