import { describe, expect, it, vi } from 'vitest';
import { createReporterSlot, type ErrorReport } from './error-reporter';
import { createLogger } from './logger';

const setUp = (production = false) => {
  const reports: ErrorReport[] = [];
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger({ production, console: sink, report: (report) => reports.push(report) });
  return { logger, sink, reports };
};

describe('logger (SPEC §8)', () => {
  it('reports errors unless told not to, with the error itself', () => {
    const { logger, sink, reports } = setUp();
    const failure = new Error('Profile did not load');
    logger.error('session', failure);
    logger.error('session', 'quiet', { report: false });
    expect(sink.error).toHaveBeenCalledWith('[session] Profile did not load', failure);
    expect(sink.error).toHaveBeenCalledWith('[session] quiet');
    expect(reports).toEqual([
      { level: 'error', origin: 'session', message: '[session] Profile did not load', error: failure },
    ]);
  });

  it('wraps a non-Error value and reports each of several errors', () => {
    const { logger, reports } = setUp();
    logger.error('api', { status: 418 }, { extra: { operation: 'GET /x' } });
    expect(reports[0]?.error?.name).toBe('Check content for details, exception not Error type');
    expect(reports[0]?.extra).toEqual({ operation: 'GET /x' });
    logger.error('api', [new Error('a'), new Error('b')]);
    expect(reports.slice(1).map((report) => [report.message, report.error?.message])).toEqual([
      ['[api] Multiple errors occurred', 'a'],
      ['[api] Multiple errors occurred', 'b'],
    ]);
  });

  it('reports info and warnings only when asked, as messages', () => {
    const { logger, sink, reports } = setUp();
    logger.info('flags', 'loaded');
    logger.warn('contract', 'drift', { report: true, extra: { operationId: 'getUsers' } });
    expect(sink.info).toHaveBeenCalledWith('[flags] loaded');
    expect(sink.warn).toHaveBeenCalledWith('[contract] drift');
    expect(reports).toEqual([
      {
        level: 'warning',
        origin: 'contract',
        message: '[contract] drift',
        extra: { operationId: 'getUsers' },
      },
    ]);
  });

  it('skips debug in production only', () => {
    const development = setUp(false);
    development.logger.debug('router', 'to /home', { from: '/login' });
    expect(development.sink.debug).toHaveBeenCalledWith('[router] to /home', { from: '/login' });
    const production = setUp(true);
    production.logger.debug('router', 'to /home');
    expect(production.sink.debug).not.toHaveBeenCalled();
    expect(production.reports).toEqual([]);
  });
});

describe('reporter slot', () => {
  const report = (message: string): ErrorReport => ({ level: 'error', origin: 'x', message });

  it('keeps early reports for the reporter, then hands them over in order', () => {
    const slot = createReporterSlot();
    slot.report(report('early'));
    const received: string[] = [];
    slot.setReporter({ report: ({ message }) => received.push(message) });
    slot.report(report('late'));
    expect(received).toEqual(['early', 'late']);
  });

  it('forgets what waited when the service is off, and keeps at most 20', () => {
    const slot = createReporterSlot();
    for (let index = 0; index < 25; index += 1) slot.report(report(`r${index}`));
    const received: string[] = [];
    slot.setReporter({ report: ({ message }) => received.push(message) });
    expect(received).toHaveLength(20);
    const off = createReporterSlot();
    off.report(report('lost'));
    off.disable();
    const none: string[] = [];
    off.setReporter({ report: ({ message }) => none.push(message) });
    expect(none).toEqual([]);
  });

  it('keeps reports again once its reporter is unplugged, for the next one', () => {
    const slot = createReporterSlot();
    const first: string[] = [];
    slot.setReporter({ report: ({ message }) => first.push(message) });
    slot.setReporter(undefined);
    slot.report(report('between'));
    const second: string[] = [];
    slot.setReporter({ report: ({ message }) => second.push(message) });
    expect(first).toEqual([]);
    expect(second).toEqual(['between']);
  });
});
