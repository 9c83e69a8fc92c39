/**
 * Where the logger sends what must reach the error-reporting service. The logger only knows
 * this interface: Sentry plugs in once it has loaded (src/lib/observability/), so the sign-in
 * page never downloads it.
 */
export type ReportLevel = 'error' | 'warning' | 'info';

export interface ErrorReport {
  level: ReportLevel;
  /** Who logged it, e.g. 'session' or 'contract'. */
  origin: string;
  /** The formatted '[origin] message'. */
  message: string;
  /** Errors are reported as exceptions, with their stack; info and warnings as messages. */
  error?: Error;
  extra?: Record<string, unknown>;
}

export interface ErrorReporter {
  report: (report: ErrorReport) => void;
}

/** Reports made before the reporter loads (start-up failures) wait here, up to a few. */
const PENDING_LIMIT = 20;

export interface ReporterSlot {
  report: (report: ErrorReport) => void;
  /**
   * Plugs a reporter in (and hands it what waited), or unplugs it with undefined: reports then
   * wait again for the next one (observability stopped and started again).
   */
  setReporter: (reporter: ErrorReporter | undefined) => void;
  /** No reporter will come (the service is off): forget what waited and stop keeping reports. */
  disable: () => void;
}

export const createReporterSlot = (): ReporterSlot => {
  let reporter: ErrorReporter | undefined;
  let pending: ErrorReport[] | undefined = [];
  return {
    report: (report) => {
      if (reporter) reporter.report(report);
      else if (pending && pending.length < PENDING_LIMIT) pending.push(report);
    },
    setReporter: (next) => {
      reporter = next;
      if (!next) {
        pending ??= [];
        return;
      }
      if (!pending) return;
      const waiting = pending;
      pending = undefined;
      waiting.forEach((report) => next.report(report));
    },
    disable: () => {
      reporter = undefined;
      pending = undefined;
    },
  };
};

/** The app's one slot: the logger reports into it, startObservability plugs Sentry into it. */
export const errorReporterSlot: ReporterSlot = createReporterSlot();
