import { gzipSync } from 'node:zlib';

export interface JsFile {
  /** The path of the file on the server, e.g. /assets/index-AbC123.js. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface SizeReport {
  files: JsFile[];
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

const JS_CONTENT_TYPE = /^(text|application)\/(x-)?(javascript|ecmascript)\b/i;

/**
 * Whether a response is JavaScript the page runs: by its content type, or by the extension
 * when the server gives none (a service worker or a source map is not).
 */
export const isJavaScript = (url: string, contentType: string | undefined): boolean => {
  if (contentType && contentType.trim() !== '') return JS_CONTENT_TYPE.test(contentType);
  return /\.m?js$/i.test(new URL(url).pathname);
};

/**
 * The gzip size of a body, at level 9 as Vite's build report measures it, so that the two
 * agree. Measured on the decoded body: the server may or may not compress.
 */
export const gzipSize = (body: Uint8Array): number => gzipSync(body, { level: 9 }).byteLength;

export const toJsFile = (url: string, body: Uint8Array): JsFile => ({
  path: new URL(url).pathname,
  rawBytes: body.byteLength,
  gzipBytes: gzipSize(body),
});

/** Largest first; a file fetched twice (a preload then the import) counts once. */
export const sizeReport = (files: readonly JsFile[], budgetBytes: number): SizeReport => {
  const unique = [...new Map(files.map((file) => [file.path, file])).values()].sort(
    (a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path),
  );
  const rawBytes = unique.reduce((sum, file) => sum + file.rawBytes, 0);
  const gzipBytes = unique.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files: unique, rawBytes, gzipBytes, budgetBytes, withinBudget: gzipBytes <= budgetBytes };
};

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(2)} KB`;

/** A plain-text table, one row per file, then the total against the budget. */
export const formatSizeTable = (report: SizeReport, page: string): string => {
  const rows = report.files.map((file) => [file.path, kb(file.rawBytes), kb(file.gzipBytes)]);
  const total = ['total', kb(report.rawBytes), kb(report.gzipBytes)];
  const header = ['file', 'raw', 'gzip'];
  const all = [header, ...rows, total];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const verdict = report.withinBudget
    ? `within the budget of ${kb(report.budgetBytes)} gzip (${kb(report.budgetBytes - report.gzipBytes)} to spare)`
    : `OVER the budget of ${kb(report.budgetBytes)} gzip by ${kb(report.gzipBytes - report.budgetBytes)}`;
  return [
    line(header),
    rule,
    ...rows.map(line),
    rule,
    line(total),
    '',
    `Initial JavaScript of ${page}: ${verdict}`,
  ].join('\n');
};
