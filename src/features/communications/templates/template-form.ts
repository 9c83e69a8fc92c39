import { z } from 'zod';
import { CreateCommunicationTemplateBody } from '@/api/generated/operation-schemas/createCommunicationTemplate';
import { UpdateCommunicationTemplateBody } from '@/api/generated/operation-schemas/updateCommunicationTemplate';
import type {
  CommunicationTemplate,
  CommunicationTemplateCreate,
  CommunicationTemplateUpdate,
  MessageKind,
} from '@/api/generated/communication/model';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import {
  requiredPlaceholders,
  templateIssues,
  type TemplateField,
  type TemplateIssue,
} from '@/domain/template-placeholders';
import { tokenOf } from './preview-text';
import type { TemplateCombo } from './template-combos';

/** What the form holds; an SMS keeps an empty subject, never sent. */
export interface TemplateFormValues {
  subject: string;
  body: string;
}

export const TEMPLATE_FIELDS: readonly TemplateField[] = ['subject', 'body'];

export interface TemplateTarget extends TemplateCombo {
  practiceId: string;
  kind: MessageKind;
}

export const toFormValues = (template: CommunicationTemplate): TemplateFormValues => ({
  subject: template.subject ?? '',
  body: template.body,
});

/** A new template starts with the placeholders it needs, for the user to write around. */
export const newTemplateValues = (
  kind: MessageKind,
  channel: TemplateCombo['channel'],
): TemplateFormValues => ({
  subject: '',
  body: requiredPlaceholders(kind, channel).map(tokenOf).join(' '),
});

export const toUpdateBody = (
  target: TemplateTarget,
  values: TemplateFormValues,
): CommunicationTemplateUpdate =>
  target.channel === 'EMAIL' ? { subject: values.subject, body: values.body } : { body: values.body };

export const toCreateBody = (
  target: TemplateTarget,
  values: TemplateFormValues,
): CommunicationTemplateCreate => ({
  practiceId: target.practiceId,
  kind: target.kind,
  channel: target.channel,
  language: target.language,
  ...(target.channel === 'EMAIL' ? { subject: values.subject } : {}),
  body: values.body,
});

/**
 * A field's issues travel in its error message (react-hook-form keeps one per field) and are
 * worded when shown, in the language of the moment, placeholders named for people.
 */
const ISSUES_PREFIX = 'communications.templates.issues:';

export const encodeIssues = (issues: readonly TemplateIssue[]): string =>
  `${ISSUES_PREFIX}${JSON.stringify(issues)}`;

export const decodeIssues = (message: string): TemplateIssue[] | undefined => {
  if (!message.startsWith(ISSUES_PREFIX)) return undefined;
  try {
    const issues: unknown = JSON.parse(message.slice(ISSUES_PREFIX.length));
    return Array.isArray(issues) ? (issues as TemplateIssue[]) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The rules of SPEC §5 and CASL's identification as the offline API applies them (templateIssues,
 * src/domain), grouped by field, then the generated request schema for what the contract adds
 * (lengths). `practiceName` is the practice's own name, which a body may write out.
 */
export const templateFormSchema = (target: TemplateTarget, creating: boolean, practiceName?: string) =>
  z.object({ subject: z.string(), body: z.string() }).superRefine((values, ctx) => {
    const issues = templateIssues(
      {
        kind: target.kind,
        channel: target.channel,
        language: target.language,
        subject: target.channel === 'EMAIL' ? values.subject : undefined,
        body: values.body,
      },
      practiceName,
    );
    const flagged = new Set<string>();
    for (const field of TEMPLATE_FIELDS) {
      const own = issues.filter((issue) => issue.field === field);
      if (own.length === 0) continue;
      flagged.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: encodeIssues(own) });
    }
    const contract = creating
      ? CreateCommunicationTemplateBody.safeParse(toCreateBody(target, values))
      : UpdateCommunicationTemplateBody.safeParse(toUpdateBody(target, values));
    for (const issue of contract.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (flagged.has(field) || !TEMPLATE_FIELDS.includes(field as TemplateField)) continue;
      flagged.add(field);
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          issue.code === 'too_big'
            ? encodeFieldMessage('maxLength', { max: Number(issue.maximum) })
            : encodeFieldMessage('invalid'),
      });
    }
  });
