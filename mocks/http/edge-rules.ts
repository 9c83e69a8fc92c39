import { pathPattern, type SpecOperation } from '../contract/spec-files';
import { OFFLINE_API_PREFIX } from '../config';
import { problem } from '../handlers/problem';

/**
 * What a careful real API does at its edges before any operation runs, so the production build
 * is tested against the rules the backend must enforce (docs/remote-mode.md): CORS for
 * the origins it serves, a body-size limit, and the media types each operation accepts.
 */

/** A 20 MB pricing file (openapi/pricing.yaml) and its multipart envelope fit; more is refused. */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** Preflights are cached this long (seconds): the app does not pay one per call. */
export const PREFLIGHT_MAX_AGE = 600;

const ALLOWED_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
// Amplify's Cognito calls send x-amz-* and amz-sdk-* headers (a list that missed amz-sdk-request
// blocked every sign-in across origins); the API takes a bearer token and JSON or multipart.
const ALLOWED_HEADERS =
  'authorization,content-type,cache-control,x-amz-target,x-amz-user-agent,amz-sdk-request,amz-sdk-invocation-id';
// What the client reads from answers: the retry delay, a download's file name, Cognito's error name.
const EXPOSED_HEADERS = 'retry-after,content-disposition,x-amzn-errortype';

/** The dev servers and previews of this machine, whatever their port: the default list. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Whether a page of `origin` may call: one of `allowed`, or (with no list) a local page. Never
 * `*`: an answer names the one origin it is for, so a page elsewhere cannot read it.
 */
export const isAllowedOrigin = (origin: string, allowed: readonly string[]): boolean =>
  allowed.length > 0 ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin);

/** The CORS headers of an answer to a request from `origin` (none for a foreign or absent one). */
export const corsHeaders = (
  origin: string | undefined,
  allowed: readonly string[],
  preflight = false,
): Record<string, string> => {
  // Vary even when refused: a cache must not give one origin's answer to another.
  const vary = { vary: 'Origin' };
  if (!origin || !isAllowedOrigin(origin, allowed)) return vary;
  return {
    ...vary,
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED_HEADERS,
    ...(preflight
      ? {
          'access-control-allow-methods': ALLOWED_METHODS,
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': String(PREFLIGHT_MAX_AGE),
        }
      : {}),
  };
};

export interface MediaTypeRule {
  method: string;
  pattern: RegExp;
  accepts: readonly string[];
}

/** Each operation with a body and the media types it accepts, from openapi/. */
export const mediaTypeRules = (operations: readonly SpecOperation[]): MediaTypeRule[] =>
  operations
    .filter((operation) => operation.requestContentTypes.length > 0)
    .map((operation) => ({
      method: operation.method.toUpperCase(),
      pattern: new RegExp(pathPattern(`${OFFLINE_API_PREFIX}${operation.path}`)),
      accepts: operation.requestContentTypes,
    }));

const mediaTypeOf = (contentType: string | null): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * 415 for a body the operation does not take (text sent to a JSON operation, JSON to an upload),
 * as the real API answers; undefined when the request may go on. Calls without a body, and paths
 * outside the contract (Cognito, the offline controls), are not the contract's to judge.
 */
export const unsupportedMediaType = (
  request: Request,
  hasBody: boolean,
  rules: readonly MediaTypeRule[],
): Response | undefined => {
  if (!hasBody) return undefined;
  const { pathname } = new URL(request.url);
  const rule = rules.find((entry) => entry.method === request.method && entry.pattern.test(pathname));
  if (!rule) return undefined;
  const type = mediaTypeOf(request.headers.get('content-type'));
  if (rule.accepts.includes(type)) return undefined;
  return problem(415, {
    title: 'Unsupported media type',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: `${request.method} ${pathname} takes ${rule.accepts.join(' or ')}, not ${type || 'a body without a content type'}.`,
  });
};

export const payloadTooLarge = (limit: number): Response =>
  problem(413, {
    title: 'Payload too large',
    code: 'PAYLOAD_TOO_LARGE',
    detail: `A request body may not exceed ${limit} bytes.`,
  });
