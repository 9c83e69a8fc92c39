import type { Language } from '@/api/generated/communication/model';
import { formatPhone } from '@/utils/phone';

/**
 * Ready answers for the inbox's reply box, written in the patient's language whatever the
 * portal's (a receptionist working in English answers a French-speaking patient in French),
 * signed with the clinic's name as every message it sends is. Patient-facing text, like the
 * templates and the HELP answer: it lives with the rules, not in the portal's catalogues.
 */
export const QUICK_TEXT_KEYS = ['CALL_US', 'RESCHEDULE', 'CONFIRMED', 'THANKS'] as const;
export type QuickTextKey = (typeof QUICK_TEXT_KEYS)[number];

export interface QuickTextValues {
  practiceName: string;
  /** As stored: printed the way the patient's language writes numbers. */
  practicePhone?: string | undefined;
  /** Absent for an unknown sender. */
  firstName?: string | undefined;
}

type Wording = (values: { name: string; phone: string; hello: string }) => string;

const TEXTS: Record<Language, Record<QuickTextKey, Wording>> = {
  EN: {
    CALL_US: ({ hello, phone, name }) =>
      `${hello}, please call us${phone ? ` at ${phone}` : ''} so we can help you. ${name}`,
    RESCHEDULE: ({ hello, phone, name }) =>
      `${hello}, we can move your appointment: call us${phone ? ` at ${phone}` : ''} and we will find a time that suits you. ${name}`,
    CONFIRMED: ({ hello, name }) => `${hello}, thank you, your appointment is confirmed. ${name}`,
    THANKS: ({ name }) => `Thank you for your message. ${name}`,
  },
  FR: {
    CALL_US: ({ hello, phone, name }) =>
      `${hello}, veuillez nous appeler${phone ? ` au ${phone}` : ''} pour que nous puissions vous aider. ${name}`,
    RESCHEDULE: ({ hello, phone, name }) =>
      `${hello}, nous pouvons déplacer votre rendez-vous : appelez-nous${phone ? ` au ${phone}` : ''} et nous trouverons un moment qui vous convient. ${name}`,
    CONFIRMED: ({ hello, name }) => `${hello}, merci, votre rendez-vous est confirmé. ${name}`,
    THANKS: ({ name }) => `Merci pour votre message. ${name}`,
  },
};

export const quickText = (key: QuickTextKey, language: Language, values: QuickTextValues): string => {
  const greeting = language === 'FR' ? 'Bonjour' : 'Hello';
  return TEXTS[language][key]({
    name: values.practiceName,
    phone: formatPhone(values.practicePhone, language === 'FR' ? 'fr' : 'en'),
    hello: values.firstName ? `${greeting} ${values.firstName}` : greeting,
  });
};
