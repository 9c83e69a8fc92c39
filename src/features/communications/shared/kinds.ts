import { MessageKind } from '@/api/generated/communication/model';
import { hrefs } from '@/config/paths';
import { enumValues } from '@/utils/enum-values';

/**
 * The three kinds in the order clinics read them (SPEC §1), which is the contract's order: the
 * dashboard's figures and table columns and the upcoming counts follow it (their tests hold it).
 */
export const KINDS: readonly MessageKind[] = enumValues(MessageKind);

export const settingsHref: Record<MessageKind, string> = {
  REMINDER: hrefs.communicationsNotifications(),
  CONFIRMATION: hrefs.communicationsConfirmations(),
  HYGIENE_RECALL: hrefs.communicationsHygieneRecalls(),
};
