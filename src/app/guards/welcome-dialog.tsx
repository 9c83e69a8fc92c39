import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '@/config/paths';
import { matchRoute } from '@/config/route-match';
import { useGuardSession } from './use-guard-session';

/** A communications route, its parameters included (/communications/inbox/P-10427). */
const isCommunicationsRoute = (location: string): boolean => {
  const route = matchRoute(location);
  return route !== undefined && 'automatedCommunications' in routes[route];
};

/**
 * SPEC §4: after entering a communications route, the welcome dialog opens when the practice
 * misses required information. It renders nothing: the global dialog host shows the dialog, so
 * leaving the route from its button cannot unmount it while open (Fluent would leave the page
 * aria-hidden). Leaving the route any other way closes it.
 */
export const WelcomeDialog = () => {
  const session = useGuardSession();
  const [location] = useLocation();
  // Closed for this visit of this route; entering a communications route again opens it again.
  const [closedAt, setClosedAt] = useState<string>();
  const applies =
    session.signedIn &&
    session.automatedCommunications &&
    session.missingInformation === true &&
    isCommunicationsRoute(location);
  if (!applies && closedAt !== undefined) setClosedAt(undefined);
  const open = applies && closedAt !== location;

  useEffect(() => {
    if (!open) return;
    const leave = new AbortController();
    // Loaded when needed: the dialog kinds and their texts stay out of the sign-in page.
    void import('@/components/feedback/dialog-kinds')
      .then(({ openWelcomeDialog }) => openWelcomeDialog({ signal: leave.signal }))
      .then(() => {
        if (!leave.signal.aborted) setClosedAt(location);
      });
    return () => leave.abort();
  }, [open, location]);

  return null;
};
