import type {
  Channel,
  CommunicationTemplate,
  Language,
  MessageKind,
} from '@/api/generated/communication/model';

/** One of the four templates of a kind: a channel and a language. */
export interface TemplateCombo {
  channel: Channel;
  language: Language;
}

/** French first: most clinics of the portal write to their patients in French first. */
export const TEMPLATE_COMBOS: readonly TemplateCombo[] = [
  { channel: 'SMS', language: 'FR' },
  { channel: 'SMS', language: 'EN' },
  { channel: 'EMAIL', language: 'FR' },
  { channel: 'EMAIL', language: 'EN' },
];

export const comboKey = ({ channel, language }: TemplateCombo): string => `${channel}-${language}`;

export const findTemplate = (
  templates: readonly CommunicationTemplate[],
  kind: MessageKind,
  { channel, language }: TemplateCombo,
): CommunicationTemplate | undefined =>
  templates.find(
    (template) => template.kind === kind && template.channel === channel && template.language === language,
  );

/** The language tag of a template's text, for `lang` attributes and Intl formats. */
export const languageTag = (language: Language): string => (language === 'FR' ? 'fr-CA' : 'en-CA');
