/** The identity token's claim holding the user's permissions, comma-separated (SPEC §3). */
export const PERMISSIONS_CLAIM = 'custom:permissions';

/** The permission that opens the analytics module (SPEC §6). */
export const ANALYTIK_PERMISSION = 'analytik';

/** SPEC §4: split on commas, trimmed, lower-cased; empty names and repeats dropped. */
export const parsePermissions = (claim: unknown): string[] => {
  if (typeof claim !== 'string') return [];
  const names = claim
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)];
};

/**
 * The permissions of the identity token's claims. Anything unreadable (no token, a claim that
 * is not a string) gives no permissions: the analytics guard then sends the user to
 * NotSupported?reason=analytik rather than opening a module the backend would refuse.
 */
export const permissionsFromClaims = (claims: unknown): string[] =>
  typeof claims === 'object' && claims !== null
    ? parsePermissions((claims as Record<string, unknown>)[PERMISSIONS_CLAIM])
    : [];

export const hasPermission = (permissions: readonly string[], permission: string): boolean =>
  permissions.includes(permission.trim().toLowerCase());

export const hasAnalytik = (permissions: readonly string[]): boolean =>
  hasPermission(permissions, ANALYTIK_PERMISSION);
