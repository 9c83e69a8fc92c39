import { Collection } from '@msw/data';
import { z } from 'zod';
import { NO_PROFILE_USERNAME, NO_PROFILE_USER_ID, findUserByUsername } from '../db/users';
import { OFFLINE_PASSWORD, OFFLINE_TEMPORARY_PASSWORD } from './pool-config';
import { newSalt, passwordVerifier, seededSalt } from './srp';

/**
 * What the user pool keeps beside the portal profile: status, MFA, password verifier. Users of
 * the offline database have no record until something differs from "confirmed, Portal#2026, no
 * MFA"; the demo accounts are seeded with theirs. Kept in the database so changes persist
 * across reloads and reset with the rest.
 */
export const CognitoStatus = z.enum(['CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED', 'UNCONFIRMED']);

/** What follows a correct password: `setup` asks for TOTP set-up, `custom` the clinic code. */
export const MfaMode = z.enum(['none', 'sms', 'totp', 'choose', 'setup', 'custom']);
export type MfaMode = z.infer<typeof MfaMode>;

export const CognitoAccount = z.object({
  username: z.string(),
  sub: z.string(),
  status: CognitoStatus,
  mfa: MfaMode,
  phoneNumber: z.string().optional(),
  totpSecret: z.string().optional(),
  // Absent until the password changes: the seed password's verifier is computed on demand.
  passwordSalt: z.string().optional(),
  passwordVerifier: z.string().optional(),
  /** Cognito's own attributes, over the profile's (names given at first sign-in; noprofile's). */
  attributes: z.record(z.string(), z.string()),
  /** Required attributes that NEW_PASSWORD_REQUIRED asks for. */
  missingAttributes: z.array(z.string()),
  resetCodeSentAt: z.number().optional(),
  resetCodeFailures: z.number(),
  /** When ForgotPassword was called, for its hourly limit. */
  resetRequests: z.array(z.number()),
});
export type CognitoAccount = z.infer<typeof CognitoAccount>;

export const cognitoAccounts = new Collection({ schema: CognitoAccount });

const blankAccount = (username: string, sub: string): CognitoAccount => ({
  username,
  sub,
  status: 'CONFIRMED',
  mfa: 'none',
  attributes: {},
  missingAttributes: [],
  resetCodeFailures: 0,
  resetRequests: [],
});

/** The demo accounts whose Cognito side differs from a plain user (README of mocks/cognito). */
const DEMO_COGNITO: Record<string, Partial<CognitoAccount>> = {
  newcomer: { status: 'FORCE_CHANGE_PASSWORD', missingAttributes: ['given_name', 'family_name'] },
  totp: { mfa: 'totp', totpSecret: 'JBSWY3DPEHPK3PXPOFFLINETOTPDEMO2' },
  sms: { mfa: 'sms', phoneNumber: '+16135550142' },
  choosemfa: { mfa: 'choose', phoneNumber: '+15065550187', totpSecret: 'KRSXG5CTMVRXEZLUOFFLINECHOOSEMF' },
  setupmfa: { mfa: 'setup' },
  custom: { mfa: 'custom' },
  unconfirmed: { status: 'UNCONFIRMED' },
  resetme: { status: 'RESET_REQUIRED' },
};

/** The identity without a portal profile: Cognito knows it, /users/profile answers 404. */
const NO_PROFILE_ATTRIBUTES = {
  email: 'noprofile@portal.example.ca',
  given_name: 'Alex',
  family_name: 'Tremblay',
};

export const seedCognitoAccounts = async (): Promise<void> => {
  for (const [username, behaviour] of Object.entries(DEMO_COGNITO)) {
    const user = findUserByUsername(username);
    if (user) await cognitoAccounts.create({ ...blankAccount(user.username, user.id), ...behaviour });
  }
  await cognitoAccounts.create({
    ...blankAccount(NO_PROFILE_USERNAME, NO_PROFILE_USER_ID),
    attributes: NO_PROFILE_ATTRIBUTES,
  });
};

/** A user as the user pool sees it: the profile's identity and claims, plus its account state. */
export interface CognitoUser {
  username: string;
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  permissions: string[];
  account: CognitoAccount;
}

const findAccount = (username: string) => {
  const wanted = username.toLowerCase();
  return cognitoAccounts.findFirst((q) => q.where({ username: (value) => value.toLowerCase() === wanted }));
};

/** The user signing in with this username (case-insensitive, like the pool), or undefined. */
export const findCognitoUser = (username: string): CognitoUser | undefined => {
  const user = findUserByUsername(username);
  if (user) {
    const account = findAccount(user.username) ?? blankAccount(user.username, user.id);
    return {
      username: user.username,
      sub: user.id,
      email: account.attributes.email ?? user.email,
      givenName: account.attributes.given_name ?? user.firstName,
      familyName: account.attributes.family_name ?? user.lastName,
      permissions: user.permissions,
      account,
    };
  }
  // Without a profile only the noprofile identity exists: a deleted profile's user is gone too.
  const account = findAccount(username);
  if (account?.username !== NO_PROFILE_USERNAME) return undefined;
  return {
    username: account.username,
    sub: account.sub,
    email: account.attributes.email ?? '',
    givenName: account.attributes.given_name ?? '',
    familyName: account.attributes.family_name ?? '',
    permissions: [],
    account,
  };
};

/** Changes a user's account, creating its record on the first change. */
export const updateAccount = async (user: CognitoUser, change: (draft: CognitoAccount) => void) => {
  const current = findAccount(user.username) ?? (await cognitoAccounts.create(user.account));
  const updated = await cognitoAccounts.update(current, { data: change });
  user.account = updated ?? current;
};

const seedVerifiers = new Map<string, { salt: string; verifier: string }>();

/**
 * The salt and verifier of the user's current password. Until it changes, the seed password's
 * are derived on demand (salt from the username, so every run agrees) and cached.
 */
export const verifierOf = (user: CognitoUser): { salt: string; verifier: string } => {
  const { passwordSalt, passwordVerifier: stored } = user.account;
  if (passwordSalt && stored) return { salt: passwordSalt, verifier: stored };
  const password =
    user.account.status === 'FORCE_CHANGE_PASSWORD' ? OFFLINE_TEMPORARY_PASSWORD : OFFLINE_PASSWORD;
  const key = `${user.username}:${password}`;
  let entry = seedVerifiers.get(key);
  if (!entry) {
    const salt = seededSalt(user.username);
    entry = { salt, verifier: passwordVerifier(user.username, password, salt) };
    seedVerifiers.set(key, entry);
  }
  return entry;
};

/** Whether a plain password (USER_PASSWORD_AUTH) is the user's: same verifier, same salt. */
export const passwordMatches = (user: CognitoUser, password: string): boolean => {
  const { salt, verifier } = verifierOf(user);
  return passwordVerifier(user.username, password, salt) === verifier;
};

/** Stores a new password as a fresh salt and its verifier (the password itself is not kept). */
export const setPassword = async (user: CognitoUser, password: string) => {
  const salt = newSalt();
  const verifier = passwordVerifier(user.username, password, salt);
  await updateAccount(user, (draft) => {
    draft.passwordSalt = salt;
    draft.passwordVerifier = verifier;
  });
};

const PASSWORD_RULES: [RegExp, string][] = [
  [/^.{8,}$/su, 'Password not long enough'],
  [/[0-9]/, 'Password must have numeric characters'],
  [/[a-z]/, 'Password must have lowercase characters'],
  [/[A-Z]/, 'Password must have uppercase characters'],
  [/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+ -]/, 'Password must have symbol characters'],
];

/** Cognito's default policy (8+, digit, lower, upper, symbol): the first rule broken, if any. */
export const passwordPolicyViolation = (password: string): string | undefined =>
  PASSWORD_RULES.find(([rule]) => !rule.test(password))?.[1];
