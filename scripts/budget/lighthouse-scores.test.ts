// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateScores, formatScores, medianRun, type LighthouseResultLike } from './lighthouse-scores';

const result = (performance: number | null, accessibility: number | null): LighthouseResultLike => ({
  categories: {
    performance: {
      score: performance,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'unused-javascript', weight: 0 },
      ],
    },
    accessibility: {
      score: accessibility,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'meta-description', weight: 0 },
        { id: 'label', weight: 7 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'Largest Contentful Paint',
      score: 0.9,
      scoreDisplayMode: 'numeric',
      displayValue: '2.6 s',
    },
    'total-blocking-time': {
      id: 'total-blocking-time',
      title: 'Total Blocking Time',
      score: 1,
      displayValue: '0 ms',
    },
    'unused-javascript': { id: 'unused-javascript', title: 'Reduce unused JavaScript', score: 0.5 },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
    label: { id: 'label', title: 'Labels', score: null, scoreDisplayMode: 'notApplicable' },
  },
});

describe('evaluateScores', () => {
  it('passes at the thresholds exactly', () => {
    expect(
      evaluateScores(result(0.95, 1)).map(({ category, score, pass }) => ({ category, score, pass })),
    ).toEqual([
      { category: 'performance', score: 95, pass: true },
      { category: 'accessibility', score: 100, pass: true },
    ]);
  });

  it('fails below them, and lists the weighted audits that lost points', () => {
    const [performance, accessibility] = evaluateScores(result(0.944, 0.93));
    expect(performance).toMatchObject({ score: 94, threshold: 95, pass: false });
    expect(performance?.failing).toEqual([
      {
        id: 'largest-contentful-paint',
        title: 'Largest Contentful Paint',
        score: 0.9,
        displayValue: '2.6 s',
      },
    ]);
    expect(accessibility).toMatchObject({ score: 93, pass: false });
    expect(accessibility?.failing.map((audit) => audit.id)).toEqual(['color-contrast']);
  });

  it('fails a run Lighthouse could not finish', () => {
    const failed = { ...result(1, 1), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } };
    expect(evaluateScores(failed).every((entry) => entry.score === null && !entry.pass)).toBe(true);
    expect(formatScores(evaluateScores(failed), failed)).toContain(
      'Lighthouse failed: NO_FCP The page did not paint',
    );
  });
});

describe('formatScores', () => {
  it('prints each score against its threshold, the metrics, and what lost points', () => {
    const lhr = result(0.97, 0.93);
    const text = formatScores(evaluateScores(lhr), lhr);
    expect(text).toMatch(/^performance\s+97\s+\(at least 95\)\s+pass$/m);
    expect(text).toMatch(/^accessibility\s+93\s+\(at least 100\)\s+FAIL$/m);
    expect(text).toContain('  Largest Contentful Paint: 2.6 s (score 90)');
    expect(text).toContain('  [accessibility] color-contrast: Contrast — score 0');
  });
});

describe('medianRun', () => {
  const run = (name: string, performance: number | null, failed = false) => ({
    name,
    lhr: {
      ...result(performance, 1),
      ...(failed ? { runtimeError: { code: 'NO_FCP', message: 'no paint' } } : {}),
    },
  });

  it('keeps the run of median performance, not the best one', () => {
    const runs = [run('best', 0.99), run('worst', 0.8), run('middle', 0.96)];
    expect(medianRun(runs, (entry) => entry.lhr).name).toBe('middle');
  });

  it('takes the lower middle of an even count, a failed run counting as the lowest', () => {
    const runs = [run('a', 0.97), run('failed', 1, true), run('b', 0.95), run('c', 0.99)];
    expect(medianRun(runs, (entry) => entry.lhr).name).toBe('b');
    expect(() => medianRun([], (entry: { lhr: LighthouseResultLike }) => entry.lhr)).toThrow();
  });
});
