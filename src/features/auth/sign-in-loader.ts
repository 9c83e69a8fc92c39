import { lazy } from 'react';

/**
 * The sign-in flow with Amplify (about 40 KB gzip), and the screens of the later steps (MFA,
 * new password, authenticator set-up with its QR code): /login shows only the username and
 * password form, so they load when the user starts filling it in, not with the page.
 */
export const loadSignInFlow = () => import('./sign-in-flow');

const loadStepScreen = () => import('./sign-in-step-screen');

export const SignInStepScreen = lazy(async () => ({ default: (await loadStepScreen()).SignInStepScreen }));

/** Starts both downloads ahead of the submit (on the form's first focus); failures wait for it. */
export const preloadSignIn = (): void => {
  loadSignInFlow().catch(() => undefined);
  loadStepScreen().catch(() => undefined);
};
