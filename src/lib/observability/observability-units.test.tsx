import { render, screen } from '@testing-library/react';
import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { checkResponse, type ContractOperation } from '@/api/contract-validation';
import { createLogger } from '@/lib/logger/logger';
import type { ErrorReport } from '@/lib/logger/error-reporter';
import { errorReporterSlot } from '@/lib/logger/error-reporter';
import { z } from 'zod';
import { reportContractDrift } from './contract-drift';
import { ErrorBoundary } from './error-boundary';
import { stripUrlQueries } from './posthog-service';
import { capStackFrames, MAX_STACK_FRAMES, sentryOptions } from './sentry-service';

describe('Sentry options (SPEC §1, §8)', () => {
  const base = { environment: 'production', sentry: { dsn: 'https://k@o1.ingest.sentry.io/1' } };

  it('samples 20% of errors in production and all of them elsewhere', () => {
    expect(sentryOptions({ ...base, production: true }).sampleRate).toBe(0.2);
    expect(sentryOptions({ ...base, environment: 'staging', production: false })).toMatchObject({
      sampleRate: 1,
      environment: 'staging',
      sendDefaultPii: false,
    });
  });

  it('keeps the 50 innermost frames of a long stack', () => {
    const frames = Array.from({ length: 80 }, (_, index) => ({ function: `f${index}` }));
    const input: ErrorEvent = {
      type: undefined,
      exception: { values: [{ stacktrace: { frames } }, { stacktrace: { frames: frames.slice(0, 3) } }] },
    };
    const event = capStackFrames(input);
    const [first, second] = event.exception?.values ?? [];
    expect(first?.stacktrace?.frames).toHaveLength(MAX_STACK_FRAMES);
    expect(first?.stacktrace?.frames?.at(-1)).toEqual({ function: 'f79' });
    expect(second?.stacktrace?.frames).toHaveLength(3);
  });
});

describe('PostHog events', () => {
  it('keep the path of URLs, never their query or fragment (searches may name patients)', () => {
    const event = stripUrlQueries({
      properties: {
        $current_url: 'http://localhost/communications/history?search=Tremblay#row',
        $referrer: 'http://localhost/login?redirect=%2F',
        route_name: 'history',
      },
    });
    expect(event.properties).toEqual({
      $current_url: 'http://localhost/communications/history',
      $referrer: 'http://localhost/login',
      route_name: 'history',
    });
  });
});

describe('contract drift', () => {
  it('is reported as a warning naming the operation and the fields', () => {
    const reports: ErrorReport[] = [];
    const warn = vi.fn();
    const log = createLogger({
      production: true,
      report: (report) => reports.push(report),
      console: { debug: vi.fn(), info: vi.fn(), warn, error: vi.fn() },
    });
    const stop = reportContractDrift(log);
    const operation: ContractOperation = {
      operationId: 'getUsers',
      group: 'users',
      method: 'get',
      path: '/users',
      pattern: /^\/users$/,
      response: z.object({ total: z.number() }),
    };
    checkResponse({ operation, url: '/users', status: 200, data: { total: 'many' }, strict: false });
    stop();
    checkResponse({ operation, url: '/users', status: 200, data: {}, strict: false });
    expect(reports).toEqual([
      expect.objectContaining({
        level: 'warning',
        origin: 'contract',
        extra: { operationId: 'getUsers', operation: 'GET /users', status: 200, fields: ['total'] },
      }),
    ]);
    expect(reports[0]?.message).toMatch(/^\[contract\] Response of getUsers breaks its contract: total:/);
  });
});

describe('ErrorBoundary', () => {
  const Broken = (): never => {
    throw new Error('render failed');
  };

  it('shows the fallback given by its props and reports the error', () => {
    const reports: ErrorReport[] = [];
    // What earlier test files of this worker logged waits in the app's slot: not this test's.
    errorReporterSlot.disable();
    errorReporterSlot.setReporter({ report: (report) => reports.push(report) });
    // React and the logger both write the caught error to the console: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary origin="page" fallback={({ error }) => <p>Fallback: {(error as Error).message}</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    errorReporterSlot.setReporter(undefined);
    expect(screen.getByText('Fallback: render failed')).toBeInTheDocument();
    expect(reports).toEqual([
      expect.objectContaining({ level: 'error', origin: 'page', message: '[page] render failed' }),
    ]);
    expect(reports[0]?.extra?.componentStack).toEqual(expect.stringContaining('Broken'));
    expect(consoleError).toHaveBeenCalled();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary fallback={<p>Fallback</p>}>
        <p>Content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
  });
});
