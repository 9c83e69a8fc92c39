import { useSession } from '@/lib/session/session-provider';
import type { GuardSession } from './navigation-guard';

/** The session as the guards see it. */
export const useGuardSession = (): GuardSession => {
  const session = useSession();
  return {
    ready: session.ready,
    signedIn: session.status === 'signedIn',
    isSystemAdmin: session.isSystemAdmin,
    hasAnalytik: session.hasAnalytik,
    automatedCommunications: session.currentPractice?.automatedCommunications ?? false,
    missingInformation: session.currentPractice?.missingInformation ?? false,
  };
};
