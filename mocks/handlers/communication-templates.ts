import { randomUuid } from '../random';
import { HttpResponse, http } from 'msw';
import {
  CreateCommunicationTemplateBody,
  UpdateCommunicationTemplateBody,
} from '@/api/generated/communication/communication.zod';
import type { CommunicationTemplate, MessageKind } from '@/api/generated/communication/model';
import { apiPath } from '../config';
import { communicationTemplates } from '../db/communication';
import type { IdentificationElement } from '@/domain/template-identification';
import { templateIssues, type TemplateIssue } from '@/domain/template-placeholders';
import { CHANNELS, LANGUAGES, MESSAGE_KINDS } from '../db/communication-seed';
import { findPractice } from '../db/practices';
import type { FieldError } from './communication-preference-rules';
import { communicationPracticeOf, nowIso } from './communication-practice';
import { conflict, notFound, readJsonBody, validationFailed } from './problem';

const TemplateUpdate = UpdateCommunicationTemplateBody.refine((body) => Object.keys(body).length > 0, {
  message: 'Give at least one field to change.',
});

const issueMessage = (kind: MessageKind, issue: TemplateIssue): string => {
  switch (issue.code) {
    case 'required':
      return issue.field === 'subject' ? 'An email template needs a subject.' : 'A template needs a body.';
    case 'not_allowed':
      return 'An SMS template has no subject.';
    case 'unknown_placeholder':
      return `{{${issue.token}}} is not a placeholder; they are written exactly as listed, such as {{patientFirstName}}.`;
    case 'missing_placeholder':
      return `A ${kind} template must contain {{${issue.placeholder}}}.`;
    case 'missing_identification':
      return IDENTIFICATION_MESSAGES[issue.element];
  }
};

/** CASL s. 6(2), as template-identification.ts applies it. */
const IDENTIFICATION_MESSAGES: Record<IdentificationElement, string> = {
  practiceName: 'Every message must name the clinic: add {{practiceName}} or write its name.',
  unsubscribeLine:
    'Every SMS must say how to unsubscribe: add {{unsubscribeLine}} or write the STOP word of its language.',
  preferencesUrl: 'Every email must link to the page where the patient unsubscribes: add {{preferencesUrl}}.',
};

/**
 * SPEC §5 as the contract details it, and CASL's identification; the same rules judge a created
 * template and an updated one. The practice's name is only read to accept a body that writes it
 * out: the body is judged before the caller's access, whatever the practice.
 */
const templateErrors = (template: Parameters<typeof templateIssues>[0], practiceId: string): FieldError[] =>
  templateIssues(template, findPractice(practiceId)?.name).map((issue) => ({
    field: issue.field,
    code: issue.code,
    message: issueMessage(template.kind, issue),
  }));

/** Kind in the order of MessageKind, then channel and language. */
const order = (template: CommunicationTemplate) =>
  (MESSAGE_KINDS.indexOf(template.kind) * CHANNELS.length + CHANNELS.indexOf(template.channel)) *
    LANGUAGES.length +
  LANGUAGES.indexOf(template.language);

export const communicationTemplateHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/templates'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const templates = communicationTemplates.findMany((q) => q.where({ practiceId: practice.id }));
    return HttpResponse.json(templates.sort((a, b) => order(a) - order(b)));
  }),

  http.post(apiPath('/practices/:practiceId/communication/templates'), async ({ request, params }) => {
    const body = await readJsonBody(request, CreateCommunicationTemplateBody);
    const errors = templateErrors(body, String(params.practiceId));
    if (body.practiceId !== String(params.practiceId)) {
      errors.unshift({
        field: 'practiceId',
        code: 'mismatch',
        message: 'practiceId must be the practice of the path.',
      });
    }
    if (errors.length > 0) return validationFailed(errors);
    const practice = await communicationPracticeOf(request, params, { write: true });
    const { kind, channel, language } = body;
    if (
      communicationTemplates.findFirst((q) => q.where({ practiceId: practice.id, kind, channel, language }))
    ) {
      return conflict(`A ${kind} ${channel} template in ${language} already exists: update it instead.`);
    }
    const created = await communicationTemplates.create({
      ...body,
      id: randomUuid(),
      updatedAt: nowIso(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),

  http.patch(apiPath('/practices/:practiceId/communication/templates/:id'), async ({ request, params }) => {
    const body = await readJsonBody(request, TemplateUpdate);
    const practice = await communicationPracticeOf(request, params, { write: true });
    const id = String(params.id);
    const current = communicationTemplates.findFirst((q) => q.where({ id, practiceId: practice.id }));
    if (!current) return notFound(`Message template ${id} does not exist in this practice.`);
    // The rules judge the template as it would become: the stored one with the change.
    const errors = templateErrors({ ...current, ...body }, practice.id);
    if (errors.length > 0) return validationFailed(errors);
    const updated = await communicationTemplates.update(current, {
      data(template) {
        if (body.subject !== undefined) template.subject = body.subject;
        if (body.body !== undefined) template.body = body.body;
        template.updatedAt = nowIso();
      },
    });
    return HttpResponse.json(updated ?? current);
  }),
];
