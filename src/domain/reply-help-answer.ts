import type { Channel, Language } from '@/api/generated/communication/model';
import { formatPhone } from '@/utils/phone';
import type { SendingPractice } from './sending-types';
import { smsSegments } from './sms-segments';

/**
 * The automatic answer to HELP, AIDE or INFO: the clinic's name and phone, and by SMS how to stop
 * (carriers expect a HELP answer to say both). One SMS segment when it can: the longest wording
 * that fits in one is sent, the shortest when none does (a long name, or one whose letters turn
 * the SMS into UCS-2, such as "ô"). French typography is the SMS one: a plain space before ":",
 * and ARRET without its accent, since "Ê" is outside GSM-7 and would cost the SMS half its room.
 */
const WORDINGS: Record<
  Language,
  Record<'withPhone' | 'withoutPhone', readonly ((name: string, phone: string) => string)[]>
> = {
  EN: {
    withPhone: [
      (name, phone) => `${name}: for help, call ${phone}. Reply STOP to unsubscribe.`,
      (name, phone) => `${name}: for help, call ${phone}.`,
      (name, phone) => `${name}: ${phone}`,
    ],
    withoutPhone: [
      (name) => `${name}: for help, contact the clinic. Reply STOP to unsubscribe.`,
      (name) => `${name}: reply STOP to unsubscribe.`,
    ],
  },
  FR: {
    withPhone: [
      (name, phone) => `${name} : pour de l'aide, composez le ${phone}. Répondez ARRET pour vous désabonner.`,
      (name, phone) => `${name} : pour de l'aide, composez le ${phone}.`,
      (name, phone) => `${name} : ${phone}`,
    ],
    withoutPhone: [
      (name) =>
        `${name} : pour de l'aide, communiquez avec la clinique. Répondez ARRET pour vous désabonner.`,
      (name) => `${name} : répondez ARRET pour vous désabonner.`,
    ],
  },
};

export const helpAnswer = (
  practice: Pick<SendingPractice, 'name' | 'phone'>,
  language: Language,
  channel: Channel,
): string => {
  const phone = formatPhone(practice.phone, language === 'FR' ? 'fr' : 'en');
  const wordings = WORDINGS[language][phone ? 'withPhone' : 'withoutPhone'];
  const texts = wordings.map((wording) => wording(practice.name, phone));
  // An email has room: the first wording, which names every way.
  if (channel === 'EMAIL') return texts[0]!;
  return texts.find((text) => smsSegments(text) === 1) ?? texts[texts.length - 1]!;
};
