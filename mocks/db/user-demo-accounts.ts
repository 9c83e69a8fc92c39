import { CLINIC_ADMIN_PRACTICES, PRACTICES } from './practice-directory';
import type { RoleAssignment } from './user-roles';

/** The demo accounts of the README (issue "Sign-in…" §2), in its order. */
export const DEMO_USERNAMES = [
  'sysadmin',
  'readonly',
  'clinic',
  'group',
  'newcomer',
  'totp',
  'sms',
  'choosemfa',
  'setupmfa',
  'custom',
  'unconfirmed',
  'resetme',
  'noroles',
  'noprofile',
] as const;

export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/** Signs in, but has no portal profile: /users/profile answers 404. */
export const NO_PROFILE_USERNAME: DemoUsername = 'noprofile';

/** The clinic group of the demo group administrator: English practices, one without automated messages, one without Analytik. */
export const DEMO_GROUP_ID = 4;

export interface DemoAccount {
  username: Exclude<DemoUsername, 'noprofile'>;
  firstName: string;
  lastName: string;
  email: string;
  roles: RoleAssignment[];
  /** Goes into the token's custom:permissions claim (and legacyPermissions.analytik). */
  analytik: boolean;
  /** False for accounts that never completed a sign-in (temporary password, unconfirmed). */
  signedInBefore: boolean;
}

const practiceId = (name: string): string => {
  const practice = PRACTICES.find((entry) => entry.name === name);
  if (!practice) throw new Error(`No practice named ${name} in the directory`);
  return practice.id;
};

const adminOf = (name: string): RoleAssignment[] => [
  { role: 'practice-admin', practiceId: practiceId(name) },
];
const userOf = (name: string): RoleAssignment[] => [{ role: 'practice-user', practiceId: practiceId(name) }];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'sysadmin',
    firstName: 'Nadia',
    lastName: 'Bouchard',
    email: 'nadia.bouchard@portal.example.ca',
    roles: [{ role: 'sys-admin' }],
    analytik: true,
    signedInBefore: true,
  },
  {
    username: 'readonly',
    firstName: 'Kevin',
    lastName: 'Walsh',
    email: 'kevin.walsh@portal.example.ca',
    roles: [{ role: 'sys-admin-read' }],
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'clinic',
    firstName: 'Geneviève',
    lastName: 'Ouellet',
    email: 'genevieve.ouellet@cliniquedentaireduplateau.ca',
    roles: CLINIC_ADMIN_PRACTICES.map((practice) => ({ role: 'practice-admin', practiceId: practice.id })),
    analytik: true,
    signedInBefore: true,
  },
  {
    username: 'group',
    firstName: 'Daniel',
    lastName: 'Murphy',
    email: 'daniel.murphy@ontariosmilepartners.ca',
    roles: [{ role: 'group-admin', groupId: DEMO_GROUP_ID }],
    analytik: false,
    signedInBefore: true,
  },
  // Given and family names are asked again at first sign-in (NEW_PASSWORD_REQUIRED); the profile keeps them.
  {
    username: 'newcomer',
    firstName: 'Léa',
    lastName: 'Fortin',
    email: 'lea.fortin@cliniquedentairevieuxquebec.ca',
    roles: adminOf('Clinique dentaire Vieux-Québec'),
    analytik: false,
    signedInBefore: false,
  },
  {
    username: 'totp',
    firstName: 'Olivia',
    lastName: 'Chen',
    email: 'olivia.chen@baystreetdental.ca',
    roles: adminOf('Bay Street Dental'),
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'sms',
    firstName: 'Ryan',
    lastName: 'MacDonald',
    email: 'ryan.macdonald@ottawasmilecentre.ca',
    roles: adminOf('Ottawa Smile Centre'),
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'choosemfa',
    firstName: 'Émilie',
    lastName: 'Cormier',
    email: 'emilie.cormier@cliniquedentairedemoncton.ca',
    roles: adminOf('Clinique dentaire de Moncton'),
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'setupmfa',
    firstName: 'Sarah',
    lastName: 'Goldberg',
    email: 'sarah.goldberg@westmountdentalcentre.ca',
    roles: adminOf('Westmount Dental Centre'),
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'custom',
    firstName: 'Mathieu',
    lastName: 'Simard',
    email: 'mathieu.simard@cliniquedentairesaguenay.ca',
    roles: adminOf('Clinique dentaire Saguenay'),
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'unconfirmed',
    firstName: 'Chloé',
    lastName: 'Girard',
    email: 'chloe.girard@cliniquedentairelongueuil.ca',
    roles: userOf('Clinique dentaire Longueuil'),
    analytik: false,
    signedInBefore: false,
  },
  {
    username: 'resetme',
    firstName: 'James',
    lastName: 'Patel',
    email: 'james.patel@londonfamilydental.ca',
    roles: userOf('London Family Dental'),
    analytik: false,
    signedInBefore: true,
  },
  {
    username: 'noroles',
    firstName: 'Sébastien',
    lastName: 'Roy',
    email: 'sebastien.roy@portal.example.ca',
    roles: [],
    analytik: false,
    signedInBefore: true,
  },
];
