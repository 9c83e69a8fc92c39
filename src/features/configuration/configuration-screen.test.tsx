import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { missingPracticeFields } from '@/domain/practice-required-fields';
import type { Locale } from '@/i18n/locale';
import { CLINIC_ADMIN_PRACTICES } from '../../../mocks/db/practice-directory';
import { findPractice, practiceAppointmentTypes, practiceSchedules } from '../../../mocks/db/practices';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { fieldLabel } from '../../../tests/utils/fields';
import { ConfigurationScreen } from './configuration-screen';

const [plateau, , rosemont] = CLINIC_ADMIN_PRACTICES.map((practice) => practice.id);

const stored = (id: string | undefined) => {
  const practice = findPractice(id ?? '');
  if (!practice) throw new Error(`No practice ${id} in the offline database`);
  return practice;
};

const renderConfiguration = (
  practiceId: string | undefined,
  { canEdit = true, locale = 'en' }: { canEdit?: boolean; locale?: Locale } = {},
) => renderWithProviders(<ConfigurationScreen practiceId={practiceId ?? ''} canEdit={canEdit} />, { locale });

const textbox = (text: string) => screen.getByRole('textbox', { name: fieldLabel(text) });
const formReady = (text = 'City') => screen.findByRole('textbox', { name: fieldLabel(text) });

/** "13:30" → "1:30 p.m.", as people read times in Canadian English. */
const englishTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ConfigurationScreen', () => {
  beforeEach(() => signInAs('clinic'));

  it('shows the practice’s configuration, its clinic schedule and its appointment types', async () => {
    const practice = stored(plateau);
    renderConfiguration(plateau);
    expect(await formReady()).toHaveValue(practice.city);
    expect(screen.getByRole('heading', { level: 1, name: 'Practice configuration' })).toBeInTheDocument();
    expect(textbox('Address')).toHaveValue(practice.addressLine1);
    expect(textbox('Postal code')).toHaveValue(practice.postalCode);
    expect(textbox('Billing email')).toHaveValue(practice.billingEmail);
    // Stored in E.164, shown as people write it.
    const digits = practice.phone?.slice(2) ?? '';
    expect(textbox('Phone')).toHaveValue(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    expect(screen.getByRole('combobox', { name: fieldLabel('Province') })).toHaveDisplayValue('Quebec');
    expect(
      screen.getByRole('combobox', { name: fieldLabel('Language of communications') }),
    ).toHaveDisplayValue('French');
    expect(screen.queryByText('Required information is missing')).not.toBeInTheDocument();

    const week =
      practiceSchedules.findFirst((q) => q.where({ practiceId: plateau ?? '' }))?.weekSchedule ?? [];
    const schedule = await screen.findByRole('table', { name: 'Clinic schedule' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    const monday = week[0]?.periods[0];
    expect(rows[0]).toHaveTextContent(
      `${englishTime(monday?.start ?? '')} to ${englishTime(monday?.end ?? '')}`,
    );
    expect(rows[6]).toHaveTextContent('Closed');

    const types = practiceAppointmentTypes.findMany((q) => q.where({ practiceId: plateau ?? '' }));
    const typeTable = await screen.findByRole('table', { name: 'Appointment types' });
    expect(within(typeTable).getAllByRole('row')).toHaveLength(types.length + 1);
    expect(within(typeTable).getByText(types[0]?.label ?? '')).toBeInTheDocument();
  });

  it('says which required information the practice misses', async () => {
    const practice = stored(rosemont);
    const missing = missingPracticeFields(practice);
    expect(missing.length).toBeGreaterThan(0);
    renderConfiguration(rosemont);
    await formReady();
    const banner = screen.getByText('Required information is missing').closest('[role="group"], div');
    const names: Record<string, string> = {
      addressLine1: 'Address',
      city: 'City',
      province: 'Province',
      postalCode: 'Postal code',
      billingEmail: 'Billing email',
      country: 'Country',
    };
    for (const field of missing) expect(banner).toHaveTextContent(names[field] ?? field);
  });

  it('refuses an invalid postal code, phone and email at their fields, and sends nothing', async () => {
    const before = stored(plateau);
    renderConfiguration(plateau);
    await formReady();
    await userEvent.clear(textbox('Postal code'));
    await userEvent.type(textbox('Postal code'), 'H2J 1K');
    await userEvent.clear(textbox('Phone'));
    await userEvent.type(textbox('Phone'), '555-0123');
    await userEvent.clear(textbox('Billing email'));
    await userEvent.type(textbox('Billing email'), 'billing@');
    await save();
    expect(await screen.findByText('Enter a Canadian postal code, such as H2J 1K3')).toBeInTheDocument();
    expect(screen.getByText(/Enter a 10-digit North American phone number/)).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(textbox('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Postal code')).toHaveFocus();
    expect(stored(plateau)).toEqual(before);
  });

  it('writes a postal code the Canadian way when the field is left', async () => {
    renderConfiguration(plateau);
    await formReady();
    await userEvent.clear(textbox('Postal code'));
    await userEvent.type(textbox('Postal code'), 'h2j1k3');
    await userEvent.tab();
    expect(textbox('Postal code')).toHaveValue('H2J 1K3');
  });

  it('refuses a logo of another type or too large before sending anything, and previews a good one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderConfiguration(plateau);
    await formReady();
    const picker = () => screen.getByLabelText(/^(Choose an image|Replace the logo)$/, { selector: 'input' });
    await user.upload(picker(), new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Choose a file of one of these types: PNG, JPEG, SVG, WebP'),
    ).toBeInTheDocument();
    await user.upload(picker(), new File([new Uint8Array(1_048_577)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is too large: choose one of at most 1 MB')).toBeInTheDocument();

    await user.upload(
      picker(),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: `Logo of ${stored(plateau).name}` });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText(/The file is too large/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the new image' }));
    await waitFor(() =>
      expect(screen.queryByText('New image, saved with the other changes.')).not.toBeInTheDocument(),
    );
  });

  it('says when the configuration cannot be loaded, and loads it again on request', async () => {
    // The HTTP client tries a GET three times (SPEC §9) before it gives up.
    await injectFaults({ operationId: 'getPractice', status: 503, times: 3 });
    renderConfiguration(plateau);
    expect(
      await screen.findByText('The practice configuration could not be loaded.', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await formReady()).toHaveValue(stored(plateau).city);
    expect(screen.queryByText('The practice configuration could not be loaded.')).not.toBeInTheDocument();
  });

  it('is read-only for a caller who may not change it', async () => {
    signInAs('readonly');
    renderConfiguration(plateau, { canEdit: false });
    expect(await formReady()).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'You can view this configuration but not change it: only the practice’s administrators can.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: fieldLabel('Province') })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Choose an image|Replace the logo/ }),
    ).not.toBeInTheDocument();
  });

  it('speaks French: labels, provinces, times « 8 h », closed days', async () => {
    renderConfiguration(plateau, { locale: 'fr' });
    await formReady('Ville');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuration de la clinique' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: fieldLabel('Province') })).toHaveDisplayValue('Québec');
    expect(
      screen.getByRole('combobox', { name: fieldLabel('Langue des communications') }),
    ).toHaveDisplayValue('Français');
    const schedule = await screen.findByRole('table', { name: 'Horaire de la clinique' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^Lundi/);
    expect(rows[0]).toHaveTextContent(/\d{1,2}\sh(\s\d{2})?\sà\s\d{1,2}\sh/);
    expect(rows[6]).toHaveTextContent('Fermé');
  });
});
