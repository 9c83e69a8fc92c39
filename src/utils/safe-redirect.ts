import { matchRoute } from '@/config/route-match';

const currentOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/**
 * The `?redirect=` target of a sign-in, or undefined when it is not a page of this app. The
 * value is resolved by the URL parser, as the browser will resolve it: `//host`, `/\host` and
 * `/<tab, newline or carriage return>/host` all name another origin there (the parser drops those
 * characters and reads `\` as `/`), so they are refused by comparing origins, not by spotting
 * characters. What is left must be a route of the table; the returned path is the parser's.
 */
export const safeRedirect = (
  value: string | null | undefined,
  origin: string = currentOrigin(),
): string | undefined => {
  if (!value?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  // A path that starts with two slashes would name another host again once pushed to history.
  if (url.pathname.startsWith('//') || !matchRoute(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The safe `redirect` query parameter of a search string, if any. */
export const redirectParam = (search: string, origin?: string): string | undefined =>
  safeRedirect(new URLSearchParams(search).get('redirect'), origin);
