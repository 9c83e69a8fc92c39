import type { MessageKind } from '@/api/generated/communication/model';

/** The three kinds of automated message with the screen each is set on, for parametrized tests. */
export const KINDS_AND_SCREENS: readonly [MessageKind, string][] = [
  ['REMINDER', 'notifications'],
  ['CONFIRMATION', 'confirmations'],
  ['HYGIENE_RECALL', 'hygiene recalls'],
];
