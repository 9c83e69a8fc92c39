import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from '@/lib/session/session-provider';
import { CLINIC_ADMIN_PRACTICES } from '../../../mocks/db/practice-directory';
import { findPractice } from '../../../mocks/db/practices';
import { fakeSessionAuth } from '../../../tests/utils/fake-session-auth';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { fieldLabel } from '../../../tests/utils/fields';
import { ConfigurationPage } from './configuration-page';
import { ConfigurationScreen } from './configuration-screen';

const [plateau, sainteFoy, rosemont, saintLaurent] = CLINIC_ADMIN_PRACTICES.map((practice) => practice.id);

const stored = (id: string | undefined) => {
  const practice = findPractice(id ?? '');
  if (!practice) throw new Error(`No practice ${id} in the offline database`);
  return practice;
};

const renderConfiguration = (practiceId: string | undefined) =>
  renderWithProviders(<ConfigurationScreen practiceId={practiceId ?? ''} canEdit />);

const textbox = (text: string) => screen.getByRole('textbox', { name: fieldLabel(text) });
const formReady = () => screen.findByRole('textbox', { name: fieldLabel('City') });

const replaceText = async (field: string, value: string) => {
  await userEvent.clear(textbox(field));
  if (value) await userEvent.type(textbox(field), value);
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

const logoPicker = () => screen.getByLabelText(/^(Choose an image|Replace the logo)$/, { selector: 'input' });

/** The logo is required (SPEC §5): a practice that never had one chooses one before it saves. */
const chooseLogo = () =>
  userEvent.upload(
    logoPicker(),
    new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
  );

/** Once the save has come back: the form is clean again (Undo changes turns off). */
const saved = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled(), {
    timeout: 5000,
  });

describe('saving the configuration', () => {
  beforeEach(() => signInAs('clinic'));

  // First: the other tests give the Plateau a logo.
  it('asks for a logo when the practice has never had one, and sends nothing until it has', async () => {
    expect(stored(plateau).logo).toBeFalsy();
    renderConfiguration(plateau);
    await formReady();
    await replaceText('City', 'Mont-Royal');
    await save();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(stored(plateau).city).not.toBe('Mont-Royal');
    await chooseLogo();
    await save();
    await saved();
    expect(stored(plateau)).toMatchObject({ city: 'Mont-Royal' });
    expect(stored(plateau).logo).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('sends the changes in the contract’s form, and shows them again on the next visit', async () => {
    const view = renderConfiguration(saintLaurent);
    await formReady();
    await replaceText('City', '  Montréal-Nord ');
    await replaceText('Postal code', 'h1g3k2');
    await replaceText('Phone', '514 555 0177');
    await replaceText('Cell phone', '');
    await replaceText('Address line 2', 'Bureau 12');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: fieldLabel('Time zone') }),
      'America/Toronto',
    );
    await chooseLogo();
    await save();
    await saved();

    const practice = stored(saintLaurent);
    expect(practice).toMatchObject({
      city: 'Montréal-Nord',
      postalCode: 'H1G 3K2',
      phone: '+15145550177',
      cellphone: '',
      addressLine2: 'Bureau 12',
      timezone: 'America/Toronto',
    });
    expect(practice.logo).toMatch(/^data:image\/svg\+xml;base64,/);

    view.unmount();
    renderConfiguration(saintLaurent);
    expect(await formReady()).toHaveValue('Montréal-Nord');
    expect(textbox('Postal code')).toHaveValue('H1G 3K2');
    expect(textbox('Phone')).toHaveValue('(514) 555-0177');
    expect(textbox('Cell phone')).toHaveValue('');
    expect(screen.getByRole('img', { name: /^Logo of / }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it('keeps everything typed when the save fails, and saves it on the next try', async () => {
    await injectFaults({ operationId: 'updatePractice', status: 500, times: 1 });
    renderConfiguration(plateau);
    await formReady();
    await replaceText('Address line 2', 'Suite 300');
    await replaceText('City', 'Outremont');
    await chooseLogo();
    await save();
    expect(
      await screen.findByText(
        'The configuration could not be saved. What you typed is still here: try again.',
      ),
    ).toBeInTheDocument();
    expect(textbox('City')).toHaveValue('Outremont');
    expect(textbox('Address line 2')).toHaveValue('Suite 300');
    expect(stored(plateau).city).not.toBe('Outremont');

    await save();
    await saved();
    expect(stored(plateau)).toMatchObject({ city: 'Outremont', addressLine2: 'Suite 300' });
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });

  it('shows the server’s field errors at their fields', async () => {
    await injectFaults({
      operationId: 'updatePractice',
      status: 400,
      times: 1,
      errors: [{ field: 'billingEmail', message: 'This mailbox refuses invoices.' }],
    });
    renderConfiguration(plateau);
    await formReady();
    await replaceText('Billing email', 'factures@example.ca');
    await chooseLogo();
    await save();
    expect(await screen.findByText('This mailbox refuses invoices.')).toBeInTheDocument();
    expect(textbox('Billing email')).toHaveFocus();
    expect(textbox('Billing email')).toHaveValue('factures@example.ca');
  });

  it('turns read-only when the API refuses the save', async () => {
    await injectFaults({ operationId: 'updatePractice', status: 403, times: 1 });
    renderConfiguration(sainteFoy);
    await formReady();
    await replaceText('City', 'Sillery');
    await save();
    expect(await screen.findByText(/You can view this configuration but not change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(textbox('City')).toHaveValue('Sillery');
  });
});

/** What the communications guard reads to open the welcome dialog (SPEC §4). */
const WelcomeDialogCondition = () => {
  const { currentPractice } = useSession();
  return <output aria-label="missing information">{String(currentPractice?.missingInformation)}</output>;
};

describe('the missing-information banner', () => {
  it('goes once the required information is saved, and the session stops asking for it', async () => {
    const fake = fakeSessionAuth();
    fake.signIn('clinic');
    const memory = { read: () => rosemont, write: () => undefined };
    renderWithProviders(
      <SessionProvider auth={fake.auth} memory={memory}>
        <ConfigurationPage />
        <WelcomeDialogCondition />
      </SessionProvider>,
    );
    await formReady();
    expect(screen.getByText('Required information is missing')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'missing information' })).toHaveTextContent('true');

    await replaceText('Address', '2855, rue Masson');
    await replaceText('City', 'Montréal');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: fieldLabel('Province') }), 'quebec');
    await replaceText('Postal code', 'H1Y 1X3');
    await replaceText('Country', 'Canada');
    await replaceText('Billing email', 'comptabilite@rosemont.example.ca');
    if (!stored(rosemont).logo) await chooseLogo();
    await save();

    await waitFor(
      () => expect(screen.queryByText('Required information is missing')).not.toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    expect(stored(rosemont).missingInformation).toBe(false);
    expect(screen.getByRole('status', { name: 'missing information' })).toHaveTextContent('false');
  });
});

describe('ConfigurationPage', () => {
  it('is read-only for the read-only system administrator', async () => {
    const fake = fakeSessionAuth();
    fake.signIn('readonly');
    renderWithProviders(
      <SessionProvider auth={fake.auth} memory={{ read: () => plateau, write: () => undefined }}>
        <ConfigurationPage />
      </SessionProvider>,
    );
    expect(await formReady()).toHaveAttribute('readonly');
    expect(screen.getByText(/You can view this configuration but not change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
