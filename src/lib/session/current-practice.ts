import { ModuleName, type Practice } from '@/api/generated/practices/model';
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

export const toCurrentPractice = (entry: PracticeEntry, details: Practice): CurrentPractice => ({
  ...entry,
  details,
  automatedCommunications: details.activeModules.includes(AUTOMATED_COMMUNICATIONS_MODULE),
  missingInformation: details.missingInformation,
});
