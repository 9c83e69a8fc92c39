import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLINIC_ADMIN_PRACTICES } from '../../../mocks/db/practice-directory';
import { findPractice } from '../../../mocks/db/practices';
import { renderWithProviders } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { fieldLabel } from '../../../tests/utils/fields';
import { ConfigurationScreen } from './configuration-screen';

const [plateau, sainteFoy, , saintLaurent] = CLINIC_ADMIN_PRACTICES.map((practice) => practice.id);

const stored = (id: string | undefined) => findPractice(id ?? '')!;

const officerSection = () => screen.getByRole('region', { name: 'Person in charge of personal information' });
const officerBox = (text: string) =>
  within(officerSection()).getByRole('textbox', { name: fieldLabel(text) });

const renderConfiguration = async (practiceId: string | undefined) => {
  const view = renderWithProviders(<ConfigurationScreen practiceId={practiceId ?? ''} canEdit />);
  await screen.findByRole('textbox', { name: fieldLabel('City') });
  return view;
};

const replaceText = async (field: string, value: string) => {
  await userEvent.clear(officerBox(field));
  if (value) await userEvent.type(officerBox(field), value);
};

/** The logo is required (SPEC §5): a practice that never had one chooses one before it saves. */
const saveWithLogo = async (practiceId: string | undefined) => {
  if (!stored(practiceId).logo)
    await userEvent.upload(
      screen.getByLabelText(/^(Choose an image|Replace the logo)$/, { selector: 'input' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('the person in charge of personal information on the configuration', () => {
  beforeEach(() => signInAs('clinic'));

  it('saves the person named through the API and shows them again on the next visit', async () => {
    const view = await renderConfiguration(saintLaurent);
    expect(within(officerSection()).getByText(/Law 25/)).toBeInTheDocument();
    await replaceText('Name', 'Noémie Gagnon');
    await replaceText('Title', 'Coordonnatrice administrative');
    await replaceText('Email', 'vieprivee@saintlaurent.example.ca');
    await replaceText('Phone (optional)', '514 555 0177');
    await saveWithLogo(saintLaurent);
    await waitFor(() => expect(stored(saintLaurent).privacyOfficer?.name).toBe('Noémie Gagnon'), {
      timeout: 5000,
    });
    expect(stored(saintLaurent).privacyOfficer).toEqual({
      name: 'Noémie Gagnon',
      title: 'Coordonnatrice administrative',
      email: 'vieprivee@saintlaurent.example.ca',
      phone: '+15145550177',
    });

    view.unmount();
    await renderConfiguration(saintLaurent);
    expect(officerBox('Title')).toHaveValue('Coordonnatrice administrative');
    expect(officerBox('Phone (optional)')).toHaveValue('(514) 555-0177');
  });

  it('refuses a person without a title or an email, saying so at those fields', async () => {
    const before = stored(sainteFoy).privacyOfficer;
    await renderConfiguration(sainteFoy);
    await replaceText('Name', 'Jean Roy');
    await replaceText('Title', '');
    await replaceText('Email', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const reason = 'A person in charge needs a name, a title and an email: fill this one in too';
    expect(await within(officerSection()).findAllByText(reason)).toHaveLength(2);
    expect(officerBox('Title')).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(officerBox('Email')).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(stored(sainteFoy).privacyOfficer).toEqual(before);
  });

  it('removes the person named when every field is emptied', async () => {
    expect(stored(plateau).privacyOfficer).toBeTruthy();
    await renderConfiguration(plateau);
    for (const field of ['Name', 'Title', 'Email', 'Phone (optional)']) await replaceText(field, '');
    await saveWithLogo(plateau);
    await waitFor(() => expect(stored(plateau).privacyOfficer).toBeNull(), { timeout: 5000 });
  });
});
