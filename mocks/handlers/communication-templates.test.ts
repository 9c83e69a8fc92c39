import { describe, expect, it } from 'vitest';
import {
  CreateCommunicationTemplateResponse,
  GetCommunicationTemplatesResponse,
  UpdateCommunicationTemplateResponse,
} from '@/api/generated/communication/communication.zod';
import type { Channel, Language, MessageKind } from '@/api/generated/communication/model';
import { communicationTemplates } from '../db/communication';
import { HISTORY_PRACTICE, PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { isGsm7 } from '@/domain/sms-segments';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';

const sysadmin = clientAs('sysadmin');

const practiceNamed = (name: string) => PRACTICES.find((practice) => practice.name === name)!;
const path = (practice: PracticeEntry, suffix = '') =>
  `/practices/${practice.id}/communication/templates${suffix}`;
const list = async (practice: PracticeEntry) =>
  expectContract(await sysadmin('GET', path(practice)), GetCommunicationTemplatesResponse);

/** The body that creates a template of the practice, the one it had removed first. */
const withoutTemplate = (
  practice: PracticeEntry,
  template: { kind: MessageKind; channel: Channel; language: Language; body: string },
) => {
  const { kind, channel, language } = template;
  communicationTemplates.delete((q) => q.where({ practiceId: practice.id, kind, channel, language }));
  return { practiceId: practice.id, ...template };
};

const CONFIRMATION_SMS =
  'Bonjour {{patientFirstName}}, votre rendez-vous est le {{date}} à {{time}}. {{confirmationRequest}} {{confirmationUrl}} {{practiceName}} {{unsubscribeLine}}';

describe('communication templates', () => {
  it('lists the 12 bilingual templates by kind, channel and language, subjects on email only', async () => {
    const templates = await list(HISTORY_PRACTICE);
    expect(templates).toHaveLength(12);
    expect(
      templates.slice(0, 4).map(({ kind, channel, language }) => `${kind}/${channel}/${language}`),
    ).toEqual(['REMINDER/EMAIL/EN', 'REMINDER/EMAIL/FR', 'REMINDER/SMS/EN', 'REMINDER/SMS/FR']);
    for (const template of templates) {
      expect(template.subject === undefined).toBe(template.channel === 'SMS');
    }
    const frenchSms = templates.filter(
      (template) => template.channel === 'SMS' && template.language === 'FR',
    );
    expect(frenchSms.some((template) => !isGsm7(template.body))).toBe(true);
    expect(frenchSms.some((template) => isGsm7(template.body))).toBe(true);
  });

  it('creates a template and refuses a second one of the same kind, channel and language', async () => {
    const practice = practiceNamed('Clinique dentaire Saguenay');
    const body = withoutTemplate(practice, {
      kind: 'CONFIRMATION',
      channel: 'SMS',
      language: 'FR',
      body: CONFIRMATION_SMS,
    });
    const created = await expectContract(
      await sysadmin('POST', path(practice), body),
      CreateCommunicationTemplateResponse,
      201,
    );
    expect(created).toMatchObject({ body: CONFIRMATION_SMS, practiceId: practice.id });
    expect(await list(practice)).toHaveLength(12);
    await expectProblem(await sysadmin('POST', path(practice), body), 409);
  });

  it('answers 400 with the field at fault: subject rules and placeholders of each kind', async () => {
    const practice = practiceNamed('Clinique dentaire Longueuil');
    communicationTemplates.delete((q) =>
      q.where({ practiceId: practice.id, kind: 'CONFIRMATION', channel: 'EMAIL', language: 'EN' }),
    );
    const base = {
      practiceId: practice.id,
      kind: 'CONFIRMATION',
      channel: 'EMAIL',
      language: 'EN',
      subject: 'Please confirm',
      body: CONFIRMATION_SMS,
    };
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ subject: undefined }, 'subject', 'required'],
      [{ channel: 'SMS' }, 'subject', 'not_allowed'],
      [
        { body: 'Hello {{patientFirstName}}, see you on {{date}} at {{time}}. {{confirmationRequest}}' },
        'body',
        'missing_placeholder',
      ],
      [{ body: `${CONFIRMATION_SMS} {{clinicName}}` }, 'body', 'unknown_placeholder'],
      [{ body: CONFIRMATION_SMS.replace('{{date}}', '{{ date }}') }, 'body'],
      [{ subject: 'Confirm {{appointmentDate}}' }, 'subject', 'unknown_placeholder'],
      [{ body: '' }, 'body'],
      [{ language: 'ES' }, 'language'],
    ];
    for (const [fields, field, code] of cases) {
      const problem = await expectProblem(
        await sysadmin('POST', path(practice), { ...base, ...fields }),
        400,
      );
      expect(fieldsOf(problem), JSON.stringify(fields)).toContain(field);
      if (code) expect(problem.errors?.map((error) => error.code)).toContain(code);
    }
    const missing = await expectProblem(
      await sysadmin('POST', path(practice), {
        ...base,
        kind: 'HYGIENE_RECALL',
        body: 'Hello, call us at {{practicePhone}}.',
      }),
      400,
    );
    expect(missing.errors?.map((error) => error.message).join(' ')).toMatch(
      /\{\{patientFirstName\}\}.*\{\{dueDate\}\}/,
    );
  });

  it('updates the subject or body, keeping the rules of the template kind', async () => {
    const practice = practiceNamed('Pointe-Claire Family Dentistry');
    const templates = await list(practice);
    const recallSms = templates.find(
      (t) => t.kind === 'HYGIENE_RECALL' && t.channel === 'SMS' && t.language === 'EN',
    )!;
    const reminderEmail = templates.find(
      (t) => t.kind === 'REMINDER' && t.channel === 'EMAIL' && t.language === 'FR',
    )!;

    const body =
      'Hi {{patientFirstName}}, your cleaning is due on {{dueDate}}. Call {{practicePhone}}. {{practiceName}} {{unsubscribeLine}}';
    const updated = await expectContract(
      await sysadmin('PATCH', path(practice, `/${recallSms.id}`), { body }),
      UpdateCommunicationTemplateResponse,
    );
    expect(updated).toMatchObject({ id: recallSms.id, body, kind: 'HYGIENE_RECALL' });
    expect(updated.updatedAt > recallSms.updatedAt).toBe(true);

    const subject = await expectContract(
      await sysadmin('PATCH', path(practice, `/${reminderEmail.id}`), {
        subject: 'Votre rendez-vous du {{date}}',
      }),
      UpdateCommunicationTemplateResponse,
    );
    expect(subject.subject).toBe('Votre rendez-vous du {{date}}');
    expect(subject.body).toBe(reminderEmail.body);

    expect(
      fieldsOf(
        await expectProblem(
          await sysadmin('PATCH', path(practice, `/${recallSms.id}`), { subject: 'Hi' }),
          400,
        ),
      ),
    ).toEqual(['subject']);
    const noDueDate = await expectProblem(
      await sysadmin('PATCH', path(practice, `/${recallSms.id}`), {
        body: 'Hi {{patientFirstName}}! {{practiceName}} {{unsubscribeLine}}',
      }),
      400,
    );
    expect(fieldsOf(noDueDate)).toEqual(['body']);
    await expectProblem(await sysadmin('PATCH', path(practice, `/${recallSms.id}`), {}), 400);
  });

  it('refuses, at the body, a template that does not name the clinic or let the patient go', async () => {
    const practice = practiceNamed('Clinique dentaire Saguenay');
    const recall = withoutTemplate(practice, {
      kind: 'HYGIENE_RECALL',
      channel: 'SMS',
      language: 'FR',
      body: 'Bonjour {{patientFirstName}}, votre nettoyage est prévu le {{dueDate}}. {{practiceName}}',
    });
    const noStop = await expectProblem(await sysadmin('POST', path(practice), recall), 400);
    expect(noStop.errors).toEqual([
      expect.objectContaining({ field: 'body', code: 'missing_identification' }),
    ]);
    expect(noStop.errors?.[0]?.message).toContain('{{unsubscribeLine}}');
    // Written out: the clinic's own name and the French STOP word, accent or not.
    const written = `Bonjour {{patientFirstName}}, nettoyage prévu le {{dueDate}}. ${practice.name}. Textez ARRÊT pour ne plus recevoir ces messages.`;
    await expectContract(
      await sysadmin('POST', path(practice), { ...recall, body: written }),
      CreateCommunicationTemplateResponse,
      201,
    );

    const email = (await list(practice)).find(
      (t) => t.kind === 'REMINDER' && t.channel === 'EMAIL' && t.language === 'EN',
    )!;
    const noLink = await expectProblem(
      await sysadmin('PATCH', path(practice, `/${email.id}`), {
        body: email.body.replace('{{preferencesUrl}}', 'https://portal.example.ca/preferences'),
      }),
      400,
    );
    expect(noLink.errors).toEqual([
      expect.objectContaining({ field: 'body', code: 'missing_identification' }),
    ]);
    expect(noLink.errors?.[0]?.message).toContain('{{preferencesUrl}}');
    const unnamed = await expectProblem(
      await sysadmin('PATCH', path(practice, `/${email.id}`), {
        body: email.body.replaceAll('{{practiceName}}', 'The team'),
      }),
      400,
    );
    expect(unnamed.errors?.[0]?.message).toContain('{{practiceName}}');
  });

  it('answers 404 for an unknown template or practice, 403 without the module', async () => {
    await expectProblem(
      await sysadmin('PATCH', path(HISTORY_PRACTICE, `/${crypto.randomUUID()}`), { body: 'x' }),
      404,
    );
    await expectProblem(
      await sysadmin('GET', `/practices/${crypto.randomUUID()}/communication/templates`),
      404,
    );
    const withoutModule = practiceNamed('Waterloo Dental Studio');
    expect(await list(withoutModule)).toEqual([]);
    const problem = await expectProblem(
      await sysadmin('POST', path(withoutModule), {
        practiceId: withoutModule.id,
        kind: 'HYGIENE_RECALL',
        channel: 'SMS',
        language: 'EN',
        body: '{{patientFirstName}} {{dueDate}} {{practiceName}} {{unsubscribeLine}}',
      }),
      403,
    );
    expect(problem.code).toBe('MODULE_NOT_ACTIVE');
  });
});
