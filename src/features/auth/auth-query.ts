import { redirectParam } from '@/utils/safe-redirect';

/*
 * The part of the auth navigation that /login needs to show its form, without zod (some 25 KB
 * gzip): the handoff schemas of the other screens stay in auth-navigation.ts.
 */

/** A path of the auth screens with the current query kept. */
export const withQuery = (path: string, search: string): string => (search ? `${path}?${search}` : path);

/**
 * Where to go once signed in: ?redirect= when it is a path of this app (never another origin:
 * the same rule as the app's safeRedirect), else the root, which sends each user home.
 */
export const redirectTarget = (search: string): string => redirectParam(search) ?? '/';

/** /forgot-password → /login once the password is changed. */
export interface LoginNotice {
  kind: 'passwordReset';
}

/** The history state if it is the login notice, else undefined (any other state, or none). */
export const readLoginNotice = (state: unknown): LoginNotice | undefined =>
  typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'passwordReset'
    ? { kind: 'passwordReset' }
    : undefined;
