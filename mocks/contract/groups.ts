/** The endpoint groups: one contract in openapi/<group>.yaml and one generated folder each. */
export const groups = [
  'administration',
  'analytik',
  'audit',
  'clinic-groups',
  'communication',
  'consent',
  'practices',
  'pricing',
  'public',
  'tools',
  'users',
] as const;

export type Group = (typeof groups)[number];
