// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBenchTable, type BenchReport } from './bench-report';

const times = (paintMs: number[], longestEventMs = 40) =>
  paintMs.map((paint) => ({ domMs: paint - 10, paintMs: paint, longestEventMs }));

describe('the interactions table', () => {
  it('gives each median and names what misses its target at 4× (a report without first times)', () => {
    const report: BenchReport = {
      mode: 'remote',
      cpu: 4,
      runs: 5,
      results: {
        'history, next page': times([200, 300, 240, 260, 230], 120),
        'switch to French on the history': times([180, 190, 170, 400, 200]),
        'switch practice': times([500, 510, 490, 505, 520]),
      },
    };
    const { table, missed } = formatBenchTable(report);
    expect(table).toContain(
      '| history, next page | – | ≤ 250 ms | 240 ms | 230 ms | 120 ms | ≤ 250 ms, events ≤ 100 ms | MISSED |',
    );
    expect(table).toContain('| switch to French on the history | – | ≤ 250 ms | 190 ms |');
    expect(table).toContain('| switch practice | – | – | 505 ms | 495 ms | 40 ms | – |  |');
    expect(missed).toEqual(['history, next page: input event 120 ms > 100 ms']);
  });

  it('gives the first time beside the repeats, each against its own target', () => {
    const { table, missed } = formatBenchTable({
      mode: 'remote',
      cpu: 4,
      runs: 3,
      results: {
        'history, apply a filter': times([100, 110, 120]),
        'open the Analytik overview': times([90, 95, 100]),
      },
      firstTime: {
        'history, apply a filter': times([390, 400, 410]),
        'open the Analytik overview': times([500, 550, 700]),
      },
    });
    expect(table).toContain(
      '| history, apply a filter | 400 ms | ≤ 250 ms | 110 ms | 100 ms | 40 ms | ≤ 250 ms, events ≤ 100 ms | MISSED |',
    );
    expect(table).toContain(
      '| open the Analytik overview | 550 ms | ≤ 600 ms | 95 ms | 85 ms | 40 ms | ≤ 600 ms | met |',
    );
    expect(missed).toEqual(['history, apply a filter, first time 400 ms > 250 ms']);
  });

  it('judges nothing at another speed', () => {
    const { table, missed } = formatBenchTable({
      mode: 'remote',
      cpu: 1,
      runs: 3,
      results: { 'history, next page': times([900, 900, 900]) },
    });
    expect(missed).toEqual([]);
    expect(table).toContain('Interactions at 1× CPU, median of 3, the production build against');
  });

  it('judges nothing in the offline mode, whose API works inside the page', () => {
    const { table, missed } = formatBenchTable({
      mode: 'offline',
      cpu: 4,
      runs: 3,
      results: { 'history, next page': times([900, 900, 900]) },
    });
    expect(missed).toEqual([]);
    expect(table).toContain('4× CPU, median of 3, the offline mode (its API inside the page: not judged)');
    expect(table).toContain(
      '| history, next page | – | ≤ 250 ms | 900 ms | 890 ms | 40 ms | ≤ 250 ms, events ≤ 100 ms |  |',
    );
  });
});
