import type { Channel, Language } from '@/api/generated/communication/model';
import { formatPhone } from '@/utils/phone';
import { isConfirmedBy } from './appointment-confirmation';
import {
  CONFIRMATION_REQUEST,
  confirmationUrl,
  formatMessageDate,
  formatMessageDueDate,
  formatMessageTime,
  preferencesPageUrl,
  preferencesUrl,
} from './message-formats';
import type {
  CalendarDay,
  SendingAppointment,
  SendingPatient,
  SendingPractice,
  SendingTemplate,
} from './sending-types';
import { UNSUBSCRIBE_LINE } from './template-identification';
import { isKnownPlaceholder, placeholderTokens, type TemplatePlaceholder } from './template-placeholders';

/**
 * A template with a patient's real values, as the patient reads it: the SMS package counts the
 * segments of this text, and support reads it to answer "what did Mrs. Côté receive?". Dates,
 * times and links are written by message-formats.ts, as in the template editor's preview.
 */

/** Everything a message's placeholders may draw on. */
export interface MessageContext {
  practice: SendingPractice;
  patient: SendingPatient;
  /** Absent for a hygiene recall: its appointment placeholders are empty. */
  appointment?: SendingAppointment | undefined;
  dueDate?: CalendarDay | undefined;
  language: Language;
  channel: Channel;
  /** When the message goes: an appointment confirmed by then needs no confirmation request. */
  at: Date | number;
  confirmationPageUrl: string;
  /** The patient's own page; beside the confirmation page when absent (preferencesPageUrl). */
  preferencesPageUrl?: string | undefined;
  /**
   * The key of a patient's own page, as the server keeps it (`patient` of `{{preferencesUrl}}`):
   * the offline API gives its own (mocks/db/preferences-keys.ts); without it the link names no one.
   */
  preferencesKeyOf?: ((practiceId: string, patientId: string) => string) | undefined;
}

// Every message of a practice prints the same phone: formatted once per language.
const phones = new Map<string, string>();
const practicePhone = (stored: string | undefined, language: Language): string => {
  if (!stored) return '';
  const key = `${language}|${stored}`;
  let phone = phones.get(key);
  if (phone === undefined) {
    phone = formatPhone(stored, language === 'FR' ? 'fr' : 'en');
    if (phones.size > 10_000) phones.clear();
    phones.set(key, phone);
  }
  return phone;
};

/** The real value of a placeholder; an empty string when the message has none (a recall's `{{time}}`). */
export const placeholderValue = (name: TemplatePlaceholder, context: MessageContext): string => {
  const { practice, patient, appointment, language } = context;
  const zone = practice.timezone;
  switch (name) {
    case 'practiceName':
      return practice.name;
    case 'practicePhone':
      return practicePhone(practice.phone, language);
    case 'patientFirstName':
      return patient.firstName;
    case 'patientLastName':
      return patient.lastName;
    case 'honorificsTitle':
      return patient.honorificsTitle ?? '';
    case 'dueDate':
      return context.dueDate ? formatMessageDueDate(context.dueDate, language) : '';
    case 'appointmentType':
      if (!appointment) return '';
      return (language === 'FR' && appointment.type.labelFr) || appointment.type.label;
    case 'professional':
      return appointment?.professional ?? '';
    case 'date':
      return appointment ? formatMessageDate(Date.parse(appointment.startsAt), language, zone) : '';
    case 'time':
      return appointment ? formatMessageTime(Date.parse(appointment.startsAt), language, zone) : '';
    case 'confirmationRequest':
      return appointment && !isConfirmedBy(appointment, Number(context.at))
        ? CONFIRMATION_REQUEST[language]
        : '';
    case 'confirmationUrl':
      // A confirmed appointment's message asks nothing: no request, and no link under the text.
      if (!appointment || isConfirmedBy(appointment, Number(context.at))) return '';
      return confirmationUrl(context.confirmationPageUrl, {
        practiceId: practice.id,
        appointmentId: appointment.id,
        channel: context.channel,
        language,
      });
    case 'unsubscribeLine':
      return UNSUBSCRIBE_LINE[language];
    case 'preferencesUrl':
      return preferencesUrl(context.preferencesPageUrl ?? preferencesPageUrl(context.confirmationPageUrl), {
        practiceId: practice.id,
        patientKey: context.preferencesKeyOf?.(practice.id, patient.id),
        channel: context.channel,
        language,
      });
  }
};

/** A text cut at its known placeholders; unknown `{{tokens}}` stay in the literal pieces. */
type Piece = string | { placeholder: TemplatePlaceholder };

const compiled = new Map<string, Piece[]>();

const compile = (text: string): Piece[] => {
  let pieces = compiled.get(text);
  if (!pieces) {
    pieces = [];
    let literalStart = 0;
    let searchFrom = 0;
    // Each token is where the placeholder pattern next matches, so indexOf finds that very match.
    for (const token of placeholderTokens(text)) {
      const written = `{{${token}}}`;
      const start = text.indexOf(written, searchFrom);
      searchFrom = start + written.length;
      if (!isKnownPlaceholder(token)) continue;
      pieces.push(text.slice(literalStart, start), { placeholder: token });
      literalStart = searchFrom;
    }
    pieces.push(text.slice(literalStart));
    if (compiled.size > 1_000) compiled.clear();
    compiled.set(text, pieces);
  }
  return pieces;
};

type Values = Partial<Record<TemplatePlaceholder, string>>;

/** Marks where a placeholder rendered as nothing, until the lines it emptied are removed (a private-use character no template holds). */
const EMPTY = '\uE000';
const EMPTIED_LINE = /^[ \t\uE000]*\uE000[ \t\uE000]*(?:\r?\n|$)/gm;
/** Placeholders with no value inside a line, with the spaces around them. */
const EMPTIED_IN_LINE = /[ \t]*\uE000[ \t\uE000]*/g;
const WORD_AFTER = /[^\s.,;:!?)\]»]/u;

/**
 * What an empty placeholder inside a line leaves: one space between two words it stood between
 * ("Hi {{honorificsTitle}} Côté"), nothing at the line's start or end or before punctuation, so
 * "… at 2 p.m. {{confirmationRequest}} {{confirmationUrl}}" ends on its last word.
 */
const closeGap = (gap: string, offset: number, text: string): string => {
  const before = text[offset - 1];
  const after = text[offset + gap.length];
  const spaced = gap.length > gap.trim().length;
  return spaced && before !== undefined && before !== '\n' && after !== undefined && WORD_AFTER.test(after)
    ? ' '
    : '';
};

const fill = (text: string, context: MessageContext, values: Values): string => {
  let result = '';
  let emptied = false;
  for (const piece of compile(text)) {
    if (typeof piece === 'string') {
      result += piece;
    } else {
      // A subject and a body often share placeholders: each value is worked out once.
      let value = values[piece.placeholder];
      if (value === undefined) {
        value = placeholderValue(piece.placeholder, context);
        values[piece.placeholder] = value;
      }
      emptied ||= value === '';
      result += value === '' ? EMPTY : value;
    }
  }
  // A line that holds nothing but placeholders with no value (the confirmation request of an
  // appointment already confirmed) goes with them: the patient would read a gap, not a line.
  return emptied ? result.replace(EMPTIED_LINE, '').replace(EMPTIED_IN_LINE, closeGap) : result;
};

/** A text with its known placeholders replaced by their values; unknown tokens stay as written. */
export const renderText = (text: string, context: MessageContext): string => fill(text, context, {});

/** A template as the patient reads it: the subject (emails) and the body. */
export const renderMessage = (
  template: Pick<SendingTemplate, 'subject' | 'body'>,
  context: MessageContext,
): { subject?: string; body: string } => {
  const values: Values = {};
  const body = fill(template.body, context, values);
  if (template.subject === undefined) return { body };
  // An email has a subject (the contract's minLength 1): one whose placeholders all rendered
  // empty (`{{confirmationRequest}}` once confirmed) names the clinic instead.
  const subject = fill(template.subject, context, values).trim();
  return { subject: subject === '' ? context.practice.name : subject, body };
};
