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

export type TemplateField = 'subject' | 'body';

export type TemplateIssue =
  | { field: TemplateField; code: 'required' | 'not_allowed' }
  | { field: TemplateField; code: 'unknown_placeholder'; token: string }
  | { field: 'body'; code: 'missing_placeholder'; placeholder: TemplatePlaceholder };

/**
 * SPEC §5 as the contract details it, the one rule the template editor and the offline API both
 * apply: an email has a subject and an SMS none, the body holds the placeholders its kind
 * requires, and every `{{…}}` names a placeholder exactly as the contract lists it.
 */
export const templateIssues = (template: {
  kind: MessageKind;
  channel: 'EMAIL' | 'SMS';
  subject?: string | undefined;
  body: string;
}): TemplateIssue[] => {
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
  return issues;
};
