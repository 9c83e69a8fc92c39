/**
 * The offline user pool and identity pool, as the offline mode configures Amplify with them.
 * Constants only, so the app's offline start-up can import them without the emulator.
 */
export const OFFLINE_REGION = 'ca-central-1';
export const OFFLINE_USER_POOL_ID = `${OFFLINE_REGION}_offline`;
export const OFFLINE_USER_POOL_CLIENT_ID = 'offlineportalclient';
export const OFFLINE_IDENTITY_POOL_ID = `${OFFLINE_REGION}:00000000-0000-4000-8000-000000000001`;

/** What Amplify mixes into the SRP hashes: the part of the pool id after `_`. */
export const OFFLINE_USER_POOL_NAME = OFFLINE_USER_POOL_ID.split('_')[1] ?? '';

/** Every demo user's password, except the temporary one of `newcomer`. */
export const OFFLINE_PASSWORD = 'Portal#2026';
export const OFFLINE_TEMPORARY_PASSWORD = 'Welcome#2026';

/** Every code "sent" by SMS or email, and the only TOTP code the emulator accepts. */
export const OFFLINE_CODE = '123456';

/** The custom challenge of the offline pool (CUSTOM_AUTH, and the `custom` demo account). */
export const OFFLINE_CUSTOM_CHALLENGE = {
  question: 'Code de la clinique? / Clinic code?',
  answer: 'PLATEAU',
} as const;
