/** The /login thresholds of the issue, as Lighthouse's 0–100 scores. */
export const LIGHTHOUSE_THRESHOLDS = { performance: 95, accessibility: 100 } as const;

export type Category = keyof typeof LIGHTHOUSE_THRESHOLDS;

/** The parts of a Lighthouse result (LHR) the budget reads. */
export interface LighthouseResultLike {
  categories: Partial<Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode?: string; displayValue?: string }
  >;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

export interface CategoryResult {
  category: Category;
  /** 0–100, or null when Lighthouse could not score it (a failed run). */
  score: number | null;
  threshold: number;
  pass: boolean;
  /** The audits of the category that lost points, worst first: what to fix. */
  failing: { id: string; title: string; score: number; displayValue?: string }[];
}

const toPercent = (score: number | null | undefined): number | null =>
  typeof score === 'number' ? Math.round(score * 100) : null;

export const evaluateScores = (
  lhr: LighthouseResultLike,
  thresholds: Record<Category, number> = LIGHTHOUSE_THRESHOLDS,
): CategoryResult[] =>
  (Object.keys(thresholds) as Category[]).map((category) => {
    const entry = lhr.categories[category];
    const score = lhr.runtimeError ? null : toPercent(entry?.score);
    const failing = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit): audit is NonNullable<typeof audit> =>
          audit !== undefined &&
          typeof audit.score === 'number' &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score ?? 0,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      }));
    return {
      category,
      score,
      threshold: thresholds[category],
      pass: score !== null && score >= thresholds[category],
      failing,
    };
  });

/**
 * The run with the median performance score (the lower middle one for an even count); a run
 * that failed counts as the lowest.
 */
export const medianRun = <Run>(runs: readonly Run[], lhrOf: (run: Run) => LighthouseResultLike): Run => {
  const score = (run: Run) => {
    const lhr = lhrOf(run);
    return lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? -1);
  };
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('No Lighthouse run to choose from');
  return median;
};

/** The metrics behind the performance score, for the log. */
export const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

export const formatScores = (results: readonly CategoryResult[], lhr: LighthouseResultLike): string => {
  const lines = results.map(
    (result) =>
      `${result.category.padEnd(14)} ${String(result.score ?? 'none').padStart(4)}  (at least ${result.threshold})  ${result.pass ? 'pass' : 'FAIL'}`,
  );
  const metrics = METRIC_AUDITS.map((id) => lhr.audits[id])
    .filter((audit) => audit !== undefined)
    .map(
      (audit) => `  ${audit.title}: ${audit.displayValue ?? '-'} (score ${toPercent(audit.score) ?? '-'})`,
    );
  const failing = results.flatMap((result) =>
    result.failing.map(
      (audit) =>
        `  [${result.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} — score ${toPercent(audit.score)}`,
    ),
  );
  return [
    ...lines,
    ...(metrics.length > 0 ? ['', 'Metrics:', ...metrics] : []),
    ...(failing.length > 0 ? ['', 'Audits that lost points:', ...failing] : []),
    ...(lhr.runtimeError
      ? ['', `Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`]
      : []),
    ...(lhr.runWarnings?.length
      ? ['', 'Warnings:', ...lhr.runWarnings.map((warning) => `  ${warning}`)]
      : []),
  ].join('\n');
};
