import { hrefs, type RouteMeta } from '@/config/paths';
import { redirectParam } from '@/utils/safe-redirect';

/** What the guards need to know of the session, whatever store holds it. */
export interface GuardSession {
  /** The authentication store and the practice store are ready (SPEC §2). */
  ready: boolean;
  signedIn: boolean;
  isSystemAdmin: boolean;
  /** From the token's permissions claim; false when the token cannot be read. */
  hasAnalytik: boolean;
  /** The current practice has 'Messages automatisés'. */
  automatedCommunications: boolean;
  /** The current practice misses required information (SPEC §5): the welcome dialog opens. */
  missingInformation?: boolean;
}

export type GuardDecision = { kind: 'wait' } | { kind: 'render' } | { kind: 'redirect'; to: string };

const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Where the root sends each user (SPEC §2). */
export const homeOf = (session: GuardSession): string => {
  if (!session.signedIn) return hrefs.login();
  return session.isSystemAdmin ? hrefs.adminPractices() : hrefs.communicationsAdmin();
};

/**
 * The navigation guards, in the order of SPEC §4: (1) wait for auth; (2) signed-in routes send
 * signed-out users to Login, signed-out routes send signed-in users Home; (3) communications
 * routes need the module; (4) analytik routes need the permission. Administration is for system
 * administrators (the backend forbids it to others anyway).
 */
export const guardNavigation = (route: RouteMeta, session: GuardSession, location: string): GuardDecision => {
  if (!session.ready) return { kind: 'wait' };
  if (route.name === 'Home') return redirect(homeOf(session));
  if (route.access === 'loggedIn' && !session.signedIn) {
    return redirect(`${hrefs.login()}?redirect=${encodeURIComponent(location)}`);
  }
  if (route.access === 'loggedOut' && session.signedIn) {
    // Signed in on /login?redirect=…: go where the user was going, not through home first.
    return redirect(redirectParam(location.split('?')[1] ?? '') ?? homeOf(session));
  }
  if (route.automatedCommunications && !session.automatedCommunications)
    return redirect(hrefs.notSupported());
  if (route.analytik && !session.hasAnalytik) return redirect(hrefs.notSupported('analytik'));
  if (route.systemAdmin && !session.isSystemAdmin) return redirect(homeOf(session));
  return { kind: 'render' };
};
