import { loadArea } from '@/i18n/messages';
import { loadAmplify } from '@/lib/amplify/amplify-loader';
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
 * What the sign-in form says above its fields (message bars, the session's load error with its
 * retry): a visitor of /login sees none of it, so it loads when there is something to say, or
 * with the sign-in's code once the form has the focus, before a failure can need it.
 */
export const CredentialsNotices = onDemand(
  async () => (await import('./credentials-notices')).CredentialsNoticeBars,
);

/**
 * Starts both downloads ahead of the submit (on the form's first focus), then what every
 * signed-in screen needs; failures wait for their use.
 */
export const preloadSignIn = (): void => {
  loadSignInFlow().catch(() => undefined);
  // The flow calls Amplify through loadAmplify(): its chunk does not bring Amplify along.
  loadAmplify().catch(() => undefined);
  loadStepScreen().catch(() => undefined);
  void CredentialsNotices.preload();
  preloadSignedInCode();
};
