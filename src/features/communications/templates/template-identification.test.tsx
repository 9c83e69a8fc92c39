import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderTemplates,
  replaceText,
  signInToPlateau,
  storedTemplate,
} from './message-templates.test-support';

/**
 * CASL s. 6(2) in the editor: every message names the clinic and carries its way out, and the
 * editor says so at the field before anything is sent to the API.
 */
const WITHOUT_STOP = 'Bonjour {{patientFirstName}}, le {{date}} a {{time}}. {{practiceName}}';

describe('templates that identify the clinic and let the patient go', () => {
  it('refuses an SMS without its STOP line, saying why at the text, and saves it once it is there', async () => {
    const user = userEvent.setup();
    const plateau = await signInToPlateau();
    renderTemplates(plateau, 'REMINDER');
    const body = await screen.findByRole('textbox', { name: /Text of the SMS, in French/ });
    const before = storedTemplate(plateau, 'REMINDER', 'SMS', 'FR')?.body;
    await replaceText(user, body, WITHOUT_STOP);
    await user.click(screen.getByRole('button', { name: 'Save the template' }));

    expect(
      await screen.findByText(
        'Every SMS must say how to unsubscribe, as Canada’s anti-spam law requires: add Unsubscribe line ({{unsubscribeLine}}) or write a sentence with the word ARRET.',
      ),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveFocus();
    expect(storedTemplate(plateau, 'REMINDER', 'SMS', 'FR')?.body).toBe(before);

    // Written out in the template's language, with its accent: the patient's reply is read either way.
    await user.type(body, ' Textez ARRÊT pour ne plus recevoir nos messages.');
    expect(body).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedTemplate(plateau, 'REMINDER', 'SMS', 'FR')?.body).toContain('Textez ARRÊT');
  });

  it('counts the STOP line and the clinic’s name in the SMS, at their real length', async () => {
    const user = userEvent.setup();
    const plateau = await signInToPlateau();
    renderTemplates(plateau, 'REMINDER');
    const body = await screen.findByRole('textbox', { name: /Text of the SMS, in French/ });
    await replaceText(user, body, '{{practiceName}} {{unsubscribeLine}}');
    // "Clinique dentaire du Plateau" (28), a space, "Répondez ARRET pour vous désabonner." (36).
    expect(screen.getByText('65 characters')).toBeInTheDocument();
    expect(screen.getByText('Encoding: GSM-7, the standard SMS alphabet')).toBeInTheDocument();

    // A text of 150 characters fits one segment; its STOP line takes it to two.
    await replaceText(user, body, `${'a'.repeat(121)} {{practiceName}}`);
    expect(screen.getByText(/^1 segment: 160 characters fit in one SMS/)).toBeInTheDocument();
    await user.type(body, ' {{{{unsubscribeLine}}');
    expect(screen.getByText('187 characters')).toBeInTheDocument();
    expect(screen.getByText(/^2 segments: 160 characters fit in one SMS/)).toBeInTheDocument();
  });

  it('in French, refuses an email without the link to the patient’s page, at its text', async () => {
    const user = userEvent.setup();
    const plateau = await signInToPlateau();
    renderTemplates(plateau, 'REMINDER', 'fr');
    await user.click(await screen.findByRole('tab', { name: 'Courriel en anglais' }));
    const body = await screen.findByRole('textbox', { name: /Texte du courriel, en anglais/ });
    const before = storedTemplate(plateau, 'REMINDER', 'EMAIL', 'EN')?.body ?? '';
    await replaceText(user, body, before.replace('{{preferencesUrl}}', 'our website'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));

    expect(
      await screen.findByText(
        'Chaque courriel doit contenir le lien vers la page où le patient peut se désabonner, comme l’exige la Loi canadienne anti-pourriel : ajoutez Lien vers la page du patient ({{preferencesUrl}}).',
      ),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(storedTemplate(plateau, 'REMINDER', 'EMAIL', 'EN')?.body).toBe(before);
  });
});
