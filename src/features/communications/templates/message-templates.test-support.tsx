import type { UserEvent } from '@testing-library/user-event';
import type { Channel, Language, MessageKind } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { communicationTemplates } from '../../../../mocks/db/communication';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { signInAs } from '../../../../tests/utils/session';
import { MessageTemplates } from './message-templates';

/** The templates' screens are tested on one practice, Clinique dentaire du Plateau, as its administrator. */
export const signInToPlateau = async (): Promise<Practice> => {
  signInAs('clinic');
  return getPractice(HISTORY_PRACTICE.id);
};

/** A template as the offline API holds it now. */
export const storedTemplate = (practice: Practice, kind: MessageKind, channel: Channel, language: Language) =>
  communicationTemplates.findFirst((q) => q.where({ practiceId: practice.id, kind, channel, language }));

export const renderTemplates = (practice: Practice, kind: MessageKind, locale: 'en' | 'fr' = 'en') =>
  renderWithFeedback(<MessageTemplates kind={kind} practice={practice} />, { locale });

/** Long texts are pasted: typing them key by key is slow. */
export const replaceText = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.paste(text);
};
