// Static, named imports: this module is itself loaded on demand, and naming what it uses lets
// the bundler leave the rest of the SDK out of that chunk.
import {
  captureException,
  captureMessage,
  close,
  flush,
  init,
  setTag,
  setTags,
  setUser,
  type ErrorEvent,
} from '@sentry/react';
import type { AppEnv } from '@/config/env-schema';
import type { ErrorReporter } from '@/lib/logger/error-reporter';
import { CLOUD_REGION, type ObservabilityService } from './observability-service';

/** SPEC §8: stack traces of at most 50 frames (the innermost: Sentry lists frames outermost first). */
export const MAX_STACK_FRAMES = 50;

export const capStackFrames = (event: ErrorEvent): ErrorEvent => {
  for (const value of event.exception?.values ?? []) {
    const frames = value.stacktrace?.frames;
    if (frames && frames.length > MAX_STACK_FRAMES)
      value.stacktrace!.frames = frames.slice(-MAX_STACK_FRAMES);
  }
  return event;
};

type SentryEnv = Pick<AppEnv, 'environment' | 'production' | 'release' | 'sentry'>;

/** The init options: sample rate 0.2 in production, every error elsewhere (SPEC §1, §4). */
export const sentryOptions = (env: SentryEnv) => ({
  dsn: env.sentry?.dsn,
  ...(env.sentry?.tunnel ? { tunnel: env.sentry.tunnel } : {}),
  environment: env.environment,
  ...(env.release ? { release: env.release } : {}),
  sampleRate: env.production ? 0.2 : 1,
  // Errors only: no performance tracing, no replays, no IP address or cookies.
  sendDefaultPii: false,
  beforeSend: capStackFrames,
});

/** Starts Sentry (this module is its own chunk) and makes it the logger's error reporter. */
export const loadSentry = (
  env: SentryEnv,
): Promise<{ service: ObservabilityService; reporter: ErrorReporter }> => {
  init(sentryOptions(env));
  // On the isolation scope, where setTag and setUser write later (an initialScope tag would win over them).
  setTags({ region: CLOUD_REGION, session: 'signedOut' });
  const reporter: ErrorReporter = {
    report: ({ level, origin, message, error, extra }) => {
      const context = { level, tags: { origin }, ...(extra ? { extra } : {}) };
      if (error) captureException(error, context);
      else captureMessage(message, context);
    },
  };
  const service: ObservabilityService = {
    name: 'sentry',
    setIdentity: (identity) => {
      setTag('session', identity ? 'signedIn' : 'signedOut');
      setUser(identity ? { id: identity.userId } : null);
    },
    flush: async (timeoutMs) => {
      await flush(timeoutMs);
    },
    close: async () => {
      await close(2000);
    },
  };
  return Promise.resolve({ service, reporter });
};
