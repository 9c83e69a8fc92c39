import { loadArea } from '@/i18n/messages';
import { preloadSignedInCode } from '@/lib/navigation/signed-in-code';
import { onDemand } from '@/utils/on-demand-component';

/**
 * The sign-in flow with Amplify (about 40 KB gzip), and the screens of the later steps (MFA,
 * new password, authenticator set-up with its QR code): /login shows only the username and
 * password form, so they load when the user starts filling it in, not with the page.
 */
export const loadSignInFlow = () => import('./sign-in-flow');

// The steps' texts are a catalogue area of their own, loaded with their screen.
const loadStepScreen = async () =>
  (await Promise.all([import('./sign-in-step-screen'), loadArea('signInSteps')]))[0];

export const SignInStepScreen = onDemand(async () => (await loadStepScreen()).SignInStepScreen);

/**
 * Starts both downloads ahead of the submit (on the form's first focus), then what every
 * signed-in screen needs; failures wait for their use.
 */
export const preloadSignIn = (): void => {
  loadSignInFlow().catch(() => undefined);
  loadStepScreen().catch(() => undefined);
  preloadSignedInCode();
};
