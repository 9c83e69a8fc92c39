import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { findPractice } from '../../../mocks/db/practices';
import { clientAs } from '../../../mocks/handlers/api-test-client';
import { pageLink, pagePatient } from '../../../mocks/handlers/public-preferences.test-support';
import { renderWithProviders } from '../../../tests/utils/render';
import { PatientPreferencesPage } from './patient-preferences-page';

const open = (locale: 'en' | 'fr') => {
  window.history.pushState(null, '', pageLink(pagePatient(), 'SMS', locale));
  return renderWithProviders(<PatientPreferencesPage />, { locale });
};

const senderBlock = async (heading: string) =>
  (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;

/** The page in a language, with the Plateau as the offline API holds it and its phone's three groups. */
const openSender = async (locale: 'en' | 'fr', heading: string) => {
  const practice = findPractice(HISTORY_PRACTICE.id)!;
  open(locale);
  const block = await senderBlock(heading);
  const phone = practice.phone!;
  return {
    practice,
    officer: practice.privacyOfficer!,
    block,
    phone: [phone.slice(2, 5), phone.slice(5, 8), phone.slice(8)],
  };
};

describe('who sends the messages, on the patient’s page', () => {
  it('names the clinic with its mailing address and phone, and its person in charge of personal information', async () => {
    const { practice, officer, block, phone } = await openSender('en', 'Who sends these messages');
    const [area, exchange, line] = phone;
    expect(block).toHaveTextContent(practice.name);
    expect(block).toHaveTextContent(`${practice.addressLine1}`);
    expect(block).toHaveTextContent(`${practice.city} QC ${practice.postalCode}`);
    expect(block).toHaveTextContent(`(${area}) ${exchange}-${line}`);
    expect(
      within(block).getByText(
        new RegExp(`^Questions about your personal information: ${officer.title}, ${officer.email}`),
      ),
    ).toBeVisible();
    // Law 25 publishes the title and contact, not the person.
    expect(block).not.toHaveTextContent(officer.name);
  });

  it('says the same in French, numbers in the Quebec way', async () => {
    // The matcher reads the no-break space before the colon as a space.
    const { officer, block, phone } = await openSender('fr', 'Qui vous envoie ces messages');
    const [area, exchange, line] = phone;
    expect(block).toHaveTextContent(`${area} ${exchange}-${line}`);
    expect(
      within(block).getByText(
        new RegExp(`^Questions sur vos renseignements personnels : ${officer.title}, ${officer.email}`),
      ),
    ).toBeVisible();
  });

  it('leaves out the person in charge when the clinic has named none', async () => {
    const removed = await clientAs('clinic')('PATCH', `/practices/${HISTORY_PRACTICE.id}`, {
      privacyOfficer: null,
    });
    expect(removed.status).toBe(200);
    open('en');
    const block = await senderBlock('Who sends these messages');
    expect(block).toHaveTextContent(HISTORY_PRACTICE.name);
    expect(within(block).queryByText(/Questions about your personal information/)).not.toBeInTheDocument();
  });
});
