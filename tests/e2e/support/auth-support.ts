import type { Page } from '@playwright/test';
import { expect } from './test';

/** The sign-in screens' texts in both languages (lang/*.json), for the auth-*.spec.ts suites. */
export const texts = {
  en: {
    username: /^Username/,
    password: /^Password/,
    signIn: 'Sign in',
    incorrect: 'Incorrect username or password.',
    code: /^Verification code/,
    verify: 'Verify',
    continue: 'Continue',
    sms: 'Text message (SMS)',
    totpTitle: 'Enter the code from your authenticator app',
    smsTitle: 'Enter the code sent by text message',
    chooseTitle: 'Choose a verification method',
    setupTitle: 'Set up your authenticator app',
    qrCode: 'QR code to scan with your authenticator app',
    secret: 'Secret key',
    customTitle: 'Additional verification',
    unconfirmedTitle: 'Account not confirmed',
    unconfirmedText: 'Your account has not been confirmed yet',
    confirmAccount: 'Confirm and sign in',
    newPasswordTitle: 'Choose a new password',
    newPassword: /^New password/,
    confirmPassword: /^Confirm the new password/,
    givenName: /^First name/,
    familyName: /^Last name/,
    changePassword: 'Change password',
    forgot: 'Forgot your password?',
    resetTitle: 'Reset your password',
    sendCode: 'Send the code',
    resetPassword: 'Reset the password',
    resetRequired: 'Your password must be reset before you can sign in.',
    resetDone: 'Your password has been changed. Sign in with your new password.',
    accountMenu: /^Account menu/,
    signOut: 'Sign out',
  },
  fr: {
    username: /^Nom d’utilisateur/,
    password: /^Mot de passe/,
    signIn: 'Se connecter',
    incorrect: 'Nom d’utilisateur ou mot de passe incorrect.',
    code: /^Code de vérification/,
    verify: 'Vérifier',
    continue: 'Continuer',
    sms: 'SMS',
    totpTitle: 'Entrez le code de votre application d’authentification',
    smsTitle: 'Entrez le code reçu par SMS',
    chooseTitle: 'Choisissez une méthode de vérification',
    setupTitle: 'Configurez votre application d’authentification',
    qrCode: 'Code QR à balayer avec votre application d’authentification',
    secret: 'Clé secrète',
    customTitle: 'Vérification supplémentaire',
    unconfirmedTitle: 'Compte non confirmé',
    unconfirmedText: 'Votre compte n’a pas encore été confirmé',
    confirmAccount: 'Confirmer et se connecter',
    newPasswordTitle: 'Choisissez un nouveau mot de passe',
    newPassword: /^Nouveau mot de passe/,
    confirmPassword: /^Confirmer le nouveau mot de passe/,
    givenName: /^Prénom/,
    familyName: /^Nom de famille/,
    changePassword: 'Modifier le mot de passe',
    forgot: 'Mot de passe oublié?',
    resetTitle: 'Réinitialisez votre mot de passe',
    sendCode: 'Envoyer le code',
    resetPassword: 'Réinitialiser le mot de passe',
    resetRequired: 'Vous devez réinitialiser votre mot de passe avant de vous connecter.',
    resetDone: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
    accountMenu: /^Menu du compte/,
    signOut: 'Se déconnecter',
  },
} as const;

export type Lang = keyof typeof texts;
export const LANGS = Object.keys(texts) as Lang[];

/** The offline secrets (mocks/cognito/README.md). */
export const PASSWORD = 'Portal#2026';
export const TEMPORARY_PASSWORD = 'Welcome#2026';
export const CODE = '123456';
export const CUSTOM_QUESTION = 'Code de la clinique? / Clinic code?';
export const CUSTOM_ANSWER = 'PLATEAU';

/** Where a practice administrator lands: communications, or NotSupported without the module. */
export const PRACTICE_HOME = /\/(communications\/admin|not-supported)$/;

/**
 * Collects the page's console errors. A refused sign-in is a 4xx answer of the emulator, which
 * Chromium reports as "Failed to load resource"; that one is expected, nothing else is.
 */
export const watchConsoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
};

/**
 * The sign-in page of a fresh offline database, in that language. The first page a fresh dev
 * server serves waits for its dependency bundling and the service worker: a longer wait there.
 */
export const openLogin = async (page: Page, lang: Lang, query = '') => {
  await page.goto(`/login?lang=${lang}&offline-reset${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', `${lang}-CA`);
};

export const signIn = async (page: Page, lang: Lang, username: string, password = PASSWORD) => {
  const t = texts[lang];
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
};

export const enterCode = async (page: Page, lang: Lang, code = CODE) => {
  const t = texts[lang];
  await page.getByLabel(t.code).fill(code);
  await page.getByRole('button', { name: t.verify }).click();
};

/** Ends every session of the user in the offline API, as an administrator or a password change does. */
export const revokeSessions = (page: Page, username: string) =>
  page.evaluate(async (name) => {
    const response = await fetch('/api/__offline/sessions/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name }),
    });
    if (response.status !== 204) throw new Error(`revoke: ${response.status}`);
  }, username);
