import { ModuleName, type Practice } from '@/api/generated/practices/model';
import { practiceTimeZone } from '@/domain/practice-time-zone';
import { logger } from '@/lib/logger/logger';
import type { PracticeEntry } from './practice-list';

/** The automated patient communications module, named by its French label (SPEC §9). */
export const AUTOMATED_COMMUNICATIONS_MODULE: ModuleName = ModuleName.Messages_automatisés;

/** The selected practice: its entry in the list and what its details tell the guards. */
export interface CurrentPractice extends PracticeEntry {
  details: Practice;
  /** The communications routes need it; without it they go to NotSupported (SPEC §2). */
  automatedCommunications: boolean;
  /** Opens the welcome dialog on the communications routes (SPEC §4, §5). */
  missingInformation: boolean;
}

/**
 * A practice whose zone the contract does not list (or this browser does not know) would make
 * every date of its screens throw: the session holds it in its province's zone instead, and the
 * drift is reported, so the dashboard and the lists still show (practice-time-zone.ts).
 */
const withUsableTimeZone = (details: Practice): Practice => {
  const { zone, known } = practiceTimeZone(details);
  if (known) return details;
  logger.warn('practice', `Time zone "${details.timezone}" is not one of the contract's; using ${zone}`, {
    report: true,
    extra: { practiceId: details.id, timezone: details.timezone },
  });
  return { ...details, timezone: zone as Practice['timezone'] };
};

export const toCurrentPractice = (entry: PracticeEntry, details: Practice): CurrentPractice => {
  const usable = withUsableTimeZone(details);
  return {
    ...entry,
    details: usable,
    automatedCommunications: usable.activeModules.includes(AUTOMATED_COMMUNICATIONS_MODULE),
    missingInformation: usable.missingInformation,
  };
};
