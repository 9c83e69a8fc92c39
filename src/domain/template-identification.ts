import type { Channel, Language } from '@/api/generated/communication/model';
import { OPT_OUT_KEYWORD } from './sending-contacts';

/**
 * CASL s. 6(2): every message, transactional ones included, identifies its sender and carries a
 * way to unsubscribe (docs/decisions/053-templates-identify-and-let-go.md). The one rule the
 * template editor and the offline API apply: an SMS names the clinic and says which word stops
 * the messages; an email names the clinic and links to the patient's own page, where they choose
 * what they receive. Each is a placeholder, so it is right in the template's language; the clinic's
 * name and the STOP line may also be written out.
 */

/** `{{unsubscribeLine}}` in the message's language: the word is the one the replies are read by. */
export const UNSUBSCRIBE_LINE: Record<Language, string> = {
  EN: `Reply ${OPT_OUT_KEYWORD.EN} to unsubscribe.`,
  FR: `Répondez ${OPT_OUT_KEYWORD.FR} pour vous désabonner.`,
};

/** What a message must carry to identify the clinic and let the patient go. */
export type IdentificationElement = 'practiceName' | 'unsubscribeLine' | 'preferencesUrl';

/** The placeholders that carry them, by channel. */
export const IDENTIFICATION_PLACEHOLDERS: Record<Channel, readonly IdentificationElement[]> = {
  SMS: ['practiceName', 'unsubscribeLine'],
  EMAIL: ['practiceName', 'preferencesUrl'],
};

const WORDS = /[\p{L}\p{N}]+/gu;
const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A STOP line written out: the keyword of the template's language as a word of its own, in
 * capitals, with or without its accent ("Reply STOP to opt out", « Textez ARRÊT »). Capitals only,
 * so that "stop by the clinic" does not pass for a way out.
 */
export const hasWrittenStopWord = (body: string, language: Language): boolean =>
  [...body.normalize('NFC').matchAll(WORDS)].some(
    ([word]) => word === word.toUpperCase() && withoutAccents(word) === OPT_OUT_KEYWORD[language],
  );

const squeezeSpaces = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** The clinic's name written out, whatever the case and the spaces. */
const hasWrittenName = (body: string, practiceName: string | undefined): boolean =>
  practiceName !== undefined &&
  squeezeSpaces(practiceName) !== '' &&
  squeezeSpaces(body).includes(squeezeSpaces(practiceName));

const hasToken = (body: string, name: IdentificationElement) => body.includes(`{{${name}}}`);

/**
 * What a template's body lacks to identify the clinic and let the patient go, in the order of
 * IDENTIFICATION_PLACEHOLDERS. `practiceName` is the clinic's name as the practice holds it:
 * given, a body that writes it out names the clinic.
 */
export const missingIdentification = (
  template: { channel: Channel; language: Language; body: string },
  practiceName?: string,
): IdentificationElement[] =>
  IDENTIFICATION_PLACEHOLDERS[template.channel].filter((element) => {
    const { body } = template;
    if (hasToken(body, element)) return false;
    if (element === 'practiceName') return !hasWrittenName(body, practiceName);
    if (element === 'unsubscribeLine') return !hasWrittenStopWord(body, template.language);
    // The patient's page is theirs alone: only the placeholder can link to it.
    return true;
  });
