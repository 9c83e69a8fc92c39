import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Channel, Language, MessageKind } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { communicationTemplates } from '../../../../mocks/db/communication';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import {
  renderTemplates as renderFor,
  replaceText,
  signInToPlateau,
  storedTemplate,
} from './message-templates.test-support';

let plateau: Practice;

beforeEach(async () => {
  plateau = await signInToPlateau();
});

const stored = (kind: MessageKind, channel: Channel, language: Language) =>
  storedTemplate(plateau, kind, channel, language);

const renderTemplates = (kind: MessageKind = 'REMINDER', locale: 'en' | 'fr' = 'en') =>
  renderFor(plateau, kind, locale);

const frenchSms = () => screen.findByRole('textbox', { name: /Text of the SMS, in French/ });

/** The message of the preview as a patient reads it (samples and highlights are spans of it). */
const previewMessage = () => {
  const preview = screen.getByRole('heading', { name: /^(Preview|Aperçu)$/ }).parentElement;
  return preview?.querySelector('p, dl')?.textContent ?? '';
};

/** A reminder whose preview (samples in place) is about 110 characters, all in GSM-7, STOP line included. */
const GSM_REMINDER =
  'Bonjour {{patientFirstName}}, le {{date}} a {{time}}. {{practiceName}} {{unsubscribeLine}}';

const RECALL_EMAIL =
  'Hello {{patientFirstName}}, your cleaning is due on {{dueDate}}. {{practiceName}} {{preferencesUrl}}';

describe('MessageTemplates', () => {
  it('edits the French SMS, inserts a placeholder at the cursor, previews it and saves', async () => {
    const user = userEvent.setup();
    renderTemplates();
    expect(await screen.findByRole('tab', { name: 'SMS in French' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const body = (await frenchSms()) as HTMLTextAreaElement;
    await replaceText(
      user,
      body,
      'Bonjour {{patientFirstName}}, le {{date}} a {{time}}. Merci! {{unsubscribeLine}}',
    );
    const cursor = body.value.indexOf('. Merci');
    body.setSelectionRange(cursor, cursor);

    await user.click(screen.getByRole('button', { name: 'Insert a placeholder' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Practice name ({{practiceName}}), required' }),
    );

    expect(body).toHaveValue(
      'Bonjour {{patientFirstName}}, le {{date}} a {{time}}{{practiceName}}. Merci! {{unsubscribeLine}}',
    );
    expect(body).toHaveFocus();
    expect(body.selectionStart).toBe(cursor + '{{practiceName}}'.length);
    expect(previewMessage()).toMatch(
      /^Bonjour Hélène, le .+ a 13 h 30Clinique dentaire du Plateau\. Merci! Répondez ARRET pour vous désabonner\.$/,
    );

    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(stored('REMINDER', 'SMS', 'FR')?.body).toBe(body.value);
    expect(stored('REMINDER', 'SMS', 'FR')?.subject).toBeUndefined();
  });

  it('counts segments live: a typographic apostrophe turns 1 segment into 2, and is named with its plain equivalent', async () => {
    const user = userEvent.setup();
    renderTemplates();
    const body = await frenchSms();
    await replaceText(user, body, GSM_REMINDER);
    expect(screen.getByText('Encoding: GSM-7, the standard SMS alphabet')).toBeInTheDocument();
    expect(screen.getByText(/^1 segment: 160 characters fit in one SMS/)).toBeInTheDocument();
    expect(screen.queryByText('Special characters make this SMS longer')).not.toBeInTheDocument();

    await user.type(body, ' C’est noté.');
    expect(
      screen.getByText(/^2 segments: 70 characters fit in one SMS, 67 per segment when longer$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Encoding: UCS-2 \(Unicode\)/)).toBeInTheDocument();
    expect(screen.getByText('Special characters make this SMS longer')).toBeInTheDocument();
    expect(screen.getByText(/takes 2 segments instead of 1/)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent("’ (typographic apostrophe): use '");
    expect(screen.getByText('’', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('2 SMS segments, UCS-2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace with plain characters' }));
    expect(body).toHaveValue(`${GSM_REMINDER} C'est noté.`);
    expect(screen.getByText(/^1 segment: 160 characters/)).toBeInTheDocument();
  });

  it('refuses a template missing a required placeholder, at the field, and names a misspelt one', async () => {
    const user = userEvent.setup();
    renderTemplates();
    const body = await frenchSms();
    const before = stored('REMINDER', 'SMS', 'FR')?.body;
    await replaceText(user, body, 'Bonjour {{patientFirstname}}, votre rendez-vous est le {{date}}.');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));

    expect(
      await screen.findByText(
        'This message must contain Patient’s first name ({{patientFirstName}}) and Appointment time ({{time}}).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('{{patientFirstname}} is not a placeholder. Did you mean {{patientFirstName}}?'),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveFocus();
    // Where it is: the preview leaves the unknown token as typed, marked.
    expect(screen.getByText('{{patientFirstname}}', { selector: 'mark' })).toBeInTheDocument();
    expect(stored('REMINDER', 'SMS', 'FR')?.body).toBe(before);
  });

  it('keeps the typed text when the save fails', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'updateCommunicationTemplate', status: 500, times: 5 });
    renderTemplates();
    const body = await frenchSms();
    await replaceText(user, body, `${GSM_REMINDER} Texte perdu?`);
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText(/The template was not saved\. Your text is kept/)).toBeInTheDocument();
    expect(body).toHaveValue(`${GSM_REMINDER} Texte perdu?`);
    expect(stored('REMINDER', 'SMS', 'FR')?.body).not.toContain('Texte perdu');
    expect(screen.getByRole('button', { name: 'Save the template' })).toBeEnabled();
  });

  it('puts the field errors of a 400 on the field', async () => {
    const user = userEvent.setup();
    await injectFaults({
      operationId: 'updateCommunicationTemplate',
      status: 400,
      errors: [{ field: 'body', message: 'The carrier refuses this text.' }],
    });
    renderTemplates();
    const body = await frenchSms();
    await replaceText(user, body, GSM_REMINDER);
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('The carrier refuses this text.')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveValue(GSM_REMINDER);
  });

  it('says a missing template is not found, and creates it', async () => {
    const user = userEvent.setup();
    const existing = stored('HYGIENE_RECALL', 'EMAIL', 'EN');
    if (existing) communicationTemplates.delete(existing);
    renderTemplates('HYGIENE_RECALL');
    await user.click(await screen.findByRole('tab', { name: 'Email in English' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Template not found.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create this template' }));

    const subject = screen.getByRole('textbox', { name: /Subject of the email, in English/ });
    const body = screen.getByRole('textbox', { name: /Text of the email, in English/ });
    expect(subject).toHaveFocus();
    expect(body).toHaveValue('{{patientFirstName}} {{dueDate}} {{practiceName}} {{preferencesUrl}}');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('Enter the subject of the email.')).toBeInTheDocument();

    await user.type(subject, 'Your cleaning is due');
    await replaceText(user, body, RECALL_EMAIL);
    expect(previewMessage()).toMatch(
      /^SubjectYour cleaning is dueMessageHello Emily, your cleaning is due on \w+ \d+, \d{4}\. Clinique dentaire du Plateau https:\/\/\S+$/,
    );
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(stored('HYGIENE_RECALL', 'EMAIL', 'EN')).toMatchObject({
        subject: 'Your cleaning is due',
        body: RECALL_EMAIL,
      }),
    );
    expect(screen.queryByText('Template not found.')).not.toBeInTheDocument();
  });

  it('keeps the unsaved text of a template while another one is open', async () => {
    const user = userEvent.setup();
    renderTemplates('CONFIRMATION');
    const body = await frenchSms();
    await user.type(body, ' Brouillon');
    await user.click(screen.getByRole('tab', { name: 'Email in English' }));
    expect(await screen.findByRole('textbox', { name: /Text of the email, in English/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /SMS in French/ }));
    expect(screen.getByRole('tab', { name: /^SMS in French.*\(unsaved changes\)$/ })).toBeInTheDocument();
    expect(await frenchSms()).toHaveValue(`${stored('CONFIRMATION', 'SMS', 'FR')?.body} Brouillon`);
  });

  it('shows the text a template holds, never markup', async () => {
    const user = userEvent.setup();
    renderTemplates();
    const body = await frenchSms();
    await replaceText(user, body, '<b>Bonjour</b> {{patientFirstName}} {{date}} {{time}}');
    expect(previewMessage()).toMatch(/^<b>Bonjour<\/b> Hélène/);
    expect(document.querySelector('b')).toBeNull();
  });

  it('offers to load the templates again after a failure', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getCommunicationTemplates', status: 500, times: 3 });
    renderTemplates();
    expect(
      await screen.findByText('The message templates could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frenchSms()).toBeInTheDocument();
  });

  it('speaks French: tabs, fields, placeholders and a French preview', async () => {
    const user = userEvent.setup();
    renderTemplates('REMINDER', 'fr');
    expect(await screen.findByRole('tab', { name: 'SMS en français' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const body = await screen.findByRole('textbox', { name: /Texte du SMS, en français/ });
    expect(body).toHaveAttribute('lang', 'fr-CA');
    await replaceText(user, body, GSM_REMINDER);
    expect(previewMessage()).toMatch(
      /^Bonjour Hélène, le .+ a 13 h 30\. Clinique dentaire du Plateau Répondez/,
    );
    expect(screen.getByText(/^1 segment\s: 160 caractères tiennent dans un SMS/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Doit contenir\s: Prénom du patient \(\{\{patientFirstName\}\}\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insérer une variable' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Prénom du patient ({{patientFirstName}}), obligatoire' }),
    ).toBeInTheDocument();
  });
});
