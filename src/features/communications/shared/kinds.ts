import type { MessageKind } from '@/api/generated/communication/model';
import { hrefs } from '@/config/paths';

/** The three kinds in the order clinics read them (SPEC §1). */
export const KINDS: readonly MessageKind[] = ['REMINDER', 'CONFIRMATION', 'HYGIENE_RECALL'];

export const settingsHref: Record<MessageKind, string> = {
  REMINDER: hrefs.communicationsNotifications(),
  CONFIRMATION: hrefs.communicationsConfirmations(),
  HYGIENE_RECALL: hrefs.communicationsHygieneRecalls(),
};
