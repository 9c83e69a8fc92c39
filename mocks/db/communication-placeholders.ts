import type { MessageKind } from '@/api/generated/communication/model';

/** The placeholders of the CommunicationTemplate schema, written exactly as the contract lists them. */
export const TEMPLATE_PLACEHOLDERS = [
  'appointmentType',
  'practiceName',
  'practicePhone',
  'confirmationRequest',
  'confirmationUrl',
  'date',
  'time',
  'dueDate',
  'patientFirstName',
  'patientLastName',
  'professional',
  'honorificsTitle',
] as const;

export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** SPEC §5 as the contract details it per kind (createCommunicationTemplate). */
export const REQUIRED_PLACEHOLDERS: Record<MessageKind, readonly TemplatePlaceholder[]> = {
  REMINDER: ['patientFirstName', 'date', 'time'],
  CONFIRMATION: ['patientFirstName', 'date', 'time', 'confirmationRequest', 'confirmationUrl'],
  HYGIENE_RECALL: ['patientFirstName', 'dueDate'],
};

const KNOWN = new Set<string>(TEMPLATE_PLACEHOLDERS);
const TOKEN = /\{\{([^{}]*)\}\}/g;

/** Every `{{…}}` token of a text, as written (so `{{ date }}` stays distinct from `{{date}}`). */
export const placeholderTokens = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1] ?? '');

export const isKnownPlaceholder = (token: string): token is TemplatePlaceholder => KNOWN.has(token);

export const missingPlaceholders = (kind: MessageKind, body: string): TemplatePlaceholder[] => {
  const present = new Set(placeholderTokens(body));
  return REQUIRED_PLACEHOLDERS[kind].filter((name) => !present.has(name));
};
