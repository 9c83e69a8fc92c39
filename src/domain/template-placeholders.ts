import type { Channel, Language, MessageKind } from '@/api/generated/communication/model';
import {
  IDENTIFICATION_PLACEHOLDERS,
  missingIdentification,
  type IdentificationElement,
} from './template-identification';

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
  'unsubscribeLine',
  'preferencesUrl',
] as const;

export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** SPEC §5 as the contract details it per kind (createCommunicationTemplate). */
export const REQUIRED_PLACEHOLDERS: Record<MessageKind, readonly TemplatePlaceholder[]> = {
  REMINDER: ['patientFirstName', 'date', 'time'],
  CONFIRMATION: ['patientFirstName', 'date', 'time', 'confirmationRequest', 'confirmationUrl'],
  HYGIENE_RECALL: ['patientFirstName', 'dueDate'],
};

/**
 * The placeholders a new template of a kind and channel starts with, and the editor lists first:
 * its kind's, then those that identify the clinic and let the patient go on its channel (the
 * clinic's name and the STOP line may also be written out).
 */
export const requiredPlaceholders = (kind: MessageKind, channel: Channel): TemplatePlaceholder[] => [
  ...new Set([...REQUIRED_PLACEHOLDERS[kind], ...IDENTIFICATION_PLACEHOLDERS[channel]]),
];

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

export type TemplateField = 'subject' | 'body';

export type TemplateIssue =
  | { field: TemplateField; code: 'required' | 'not_allowed' }
  | { field: TemplateField; code: 'unknown_placeholder'; token: string }
  | { field: 'body'; code: 'missing_placeholder'; placeholder: TemplatePlaceholder }
  | { field: 'body'; code: 'missing_identification'; element: IdentificationElement };

/**
 * SPEC §5 as the contract details it, the one rule the template editor and the offline API both
 * apply: an email has a subject and an SMS none, the body holds the placeholders its kind
 * requires, every `{{…}}` names a placeholder exactly as the contract lists it, and the body
 * identifies the clinic and lets the patient go (template-identification.ts). `practiceName`,
 * when known, lets a body that writes the clinic's name out pass for naming it.
 */
export const templateIssues = (
  template: {
    kind: MessageKind;
    channel: 'EMAIL' | 'SMS';
    language: Language;
    subject?: string | undefined;
    body: string;
  },
  practiceName?: string,
): TemplateIssue[] => {
  const issues: TemplateIssue[] = [];
  if (template.channel === 'EMAIL' && !template.subject?.trim())
    issues.push({ field: 'subject', code: 'required' });
  if (template.channel === 'SMS' && template.subject !== undefined) {
    issues.push({ field: 'subject', code: 'not_allowed' });
  }
  if (!template.body.trim()) issues.push({ field: 'body', code: 'required' });
  for (const field of ['subject', 'body'] as const) {
    for (const token of placeholderTokens(template[field] ?? '')) {
      if (!isKnownPlaceholder(token)) issues.push({ field, code: 'unknown_placeholder', token });
    }
  }
  for (const placeholder of missingPlaceholders(template.kind, template.body)) {
    issues.push({ field: 'body', code: 'missing_placeholder', placeholder });
  }
  for (const element of missingIdentification(template, practiceName)) {
    issues.push({ field: 'body', code: 'missing_identification', element });
  }
  return issues;
};
