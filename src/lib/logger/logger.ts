import { env } from '@/config/env';
import { errorReporterSlot, type ErrorReport, type ReportLevel } from './error-reporter';
import { formatLogMessage, reportableErrors } from './log-message';

export interface LogOptions {
  /** Send to the error-reporting service: errors by default, info and warnings only when asked. */
  report?: boolean;
  /** Details for the report (never patient data). */
  extra?: Record<string, unknown>;
}

export interface Logger {
  debug: (origin: string, content: unknown, ...details: unknown[]) => void;
  info: (origin: string, content: unknown, options?: LogOptions) => void;
  warn: (origin: string, content: unknown, options?: LogOptions) => void;
  error: (origin: string, content: unknown, options?: LogOptions) => void;
}

type ConsoleSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

interface LoggerOptions {
  production: boolean;
  report: (report: ErrorReport) => void;
  console?: ConsoleSink;
}

/** The logging of SPEC §8: '[origin] message' to the console, and what matters to the reporter. */
export const createLogger = ({ production, report, console: sink = console }: LoggerOptions): Logger => {
  const send = (level: ReportLevel, origin: string, content: unknown, options: LogOptions | undefined) => {
    const message = formatLogMessage(origin, content);
    const extra = options?.extra;
    const write = level === 'error' ? sink.error : level === 'warning' ? sink.warn : sink.info;
    // The value itself too (not for a plain string): the console shows its stack or its fields.
    if (typeof content === 'string') write(message);
    else write(message, content);
    const reported = options?.report ?? level === 'error';
    if (!reported) return;
    if (level !== 'error') {
      report({ level, origin, message, ...(extra ? { extra } : {}) });
      return;
    }
    reportableErrors(content, message).forEach((error) =>
      report({ level, origin, message, error, ...(extra ? { extra } : {}) }),
    );
  };
  return {
    debug: (origin, content, ...details) => {
      // Debug output is for developers; production consoles stay quiet.
      if (!production) sink.debug(formatLogMessage(origin, content), ...details);
    },
    info: (origin, content, options) => send('info', origin, content, options),
    warn: (origin, content, options) => send('warning', origin, content, options),
    error: (origin, content, options) => send('error', origin, content, options),
  };
};

/** The app's logger; its reports wait for the error reporter (startObservability). */
export const logger: Logger = createLogger({
  production: env.production,
  report: (report) => errorReporterSlot.report(report),
});
