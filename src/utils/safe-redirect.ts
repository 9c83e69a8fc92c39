/**
 * The `?redirect=` target of a sign-in: only a path of this app. `//host` and `/\host` are
 * read by browsers as another origin, so they are refused like absolute URLs.
 */
export const safeRedirect = (value: string | null | undefined): string | undefined =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined;

/** The safe `redirect` query parameter of a search string, if any. */
export const redirectParam = (search: string): string | undefined =>
  safeRedirect(new URLSearchParams(search).get('redirect'));
