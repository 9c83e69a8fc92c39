// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatSizeTable, gzipSize, isJavaScript, sizeReport, toJsFile } from './js-size';

const file = (path: string, gzipBytes: number, rawBytes = gzipBytes * 3) => ({ path, rawBytes, gzipBytes });

describe('isJavaScript', () => {
  it('goes by the content type when the server gives one', () => {
    expect(isJavaScript('http://x/assets/a.js', 'text/javascript; charset=utf-8')).toBe(true);
    expect(isJavaScript('http://x/assets/a.js', 'application/javascript')).toBe(true);
    expect(isJavaScript('http://x/a', 'application/x-javascript')).toBe(true);
    expect(isJavaScript('http://x/assets/a.js.map', 'application/json')).toBe(false);
    expect(isJavaScript('http://x/assets/a.css', 'text/css')).toBe(false);
    expect(isJavaScript('http://x/login', 'text/html')).toBe(false);
  });

  it('falls back on the extension without a content type', () => {
    expect(isJavaScript('http://x/assets/a.js?v=1', undefined)).toBe(true);
    expect(isJavaScript('http://x/assets/a.mjs', '')).toBe(true);
    expect(isJavaScript('http://x/assets/a.json', undefined)).toBe(false);
  });
});

describe('gzipSize', () => {
  it('measures a real gzip stream of the body', () => {
    const body = new TextEncoder().encode('const a = 1;\n'.repeat(1000));
    const size = gzipSize(body);
    expect(size).toBeGreaterThan(20);
    expect(size).toBeLessThan(body.byteLength / 10);
  });

  it('names the file by its path on the server', () => {
    const body = new TextEncoder().encode('export {};');
    expect(toJsFile('http://127.0.0.1:4180/assets/index-abc.js?x', body)).toEqual({
      path: '/assets/index-abc.js',
      rawBytes: 10,
      gzipBytes: gzipSize(body),
    });
  });
});

describe('sizeReport', () => {
  it('sums each file once, largest first, against the budget', () => {
    const report = sizeReport([file('/a.js', 1000), file('/b.js', 5000), file('/a.js', 1000)], 6000);
    expect(report.files.map((entry) => entry.path)).toEqual(['/b.js', '/a.js']);
    expect(report.gzipBytes).toBe(6000);
    expect(report.rawBytes).toBe(18000);
    expect(report.withinBudget).toBe(true);
  });

  it('fails one byte over the budget', () => {
    expect(sizeReport([file('/a.js', 6001)], 6000).withinBudget).toBe(false);
  });
});

describe('formatSizeTable', () => {
  it('prints a row per file, the total and the verdict', () => {
    const table = formatSizeTable(
      sizeReport([file('/assets/index.js', 120_000), file('/assets/login.js', 3_500)], 180_000),
      '/login',
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^file\s+raw\s+gzip$/);
    expect(lines[2]).toMatch(/^\/assets\/index\.js\s+360\.00 KB\s+120\.00 KB$/);
    expect(table).toMatch(/total\s+370\.50 KB\s+123\.50 KB/);
    expect(table).toContain(
      'Initial JavaScript of /login: within the budget of 180.00 KB gzip (56.50 KB to spare)',
    );
  });

  it('says by how much a report is over', () => {
    expect(formatSizeTable(sizeReport([file('/a.js', 121_000)], 120_000), '/confirmation')).toContain(
      'Initial JavaScript of /confirmation: OVER the budget of 120.00 KB gzip by 1.00 KB',
    );
  });
});
