import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearFaults, injectFaults } from '../../../mocks/faults/offline-faults';
import { pageLink, pagePatient } from '../../../mocks/handlers/public-preferences.test-support';
import { renderWithProviders } from '../../../tests/utils/render';
import { coversFaults, READ_FAULTS, WRITE_FAULTS } from '../../../scripts/faults/covers-faults';
import { faultFor } from '../../../scripts/faults/fault-cases';
import { PatientPreferencesPage } from './patient-preferences-page';

/**
 * Every fault of the matrix on the page's two calls. The read goes through fetch, not the
 * generated client (decision 056): the matrix finds it through DIRECT_CALLS
 * (scripts/faults/screen-operations.ts).
 */
const open = () => {
  window.history.pushState(null, '', pageLink(pagePatient()));
  renderWithProviders(<PatientPreferencesPage />);
};

const READ_SAID = {
  'status-500': /Something went wrong on our side/,
  network: /The connection failed/,
  timeout: /Something went wrong on our side/,
  malformed: /Something went wrong on our side/,
} as const;

const WRITE_SAID = {
  'status-500': /Something went wrong on our side/,
  network: /The connection failed/,
  // The one conflict of the contract: the words changed; the page reads them again.
  'status-409': /The text of this page changed since you opened it/,
  'status-400': /Your choices could not be saved as they are/,
} as const;

describe.each(READ_FAULTS)('the patient’s page when reading the choices gets %s', (fault) => {
  it('says what failed in the page, and shows the choices on Try again', async () => {
    coversFaults('preferences', 'getPatientPreferences', READ_FAULTS);
    const user = userEvent.setup();
    await injectFaults(faultFor('getPatientPreferences', fault));
    open();
    expect(await screen.findByText(READ_SAID[fault])).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'By email' })).toBeVisible();
  });
});

describe.each(WRITE_FAULTS)('the patient’s page when saving gets %s', (fault) => {
  it('says what failed, keeps the patient’s choice, and saves it on the next press', async () => {
    coversFaults('preferences', 'savePatientPreferences', WRITE_FAULTS);
    const user = userEvent.setup();
    open();
    const recalls = (await screen.findAllByRole('checkbox', { name: 'Cleaning reminders' }))[0]!;
    await user.click(recalls);
    await injectFaults(faultFor('savePatientPreferences', fault));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText(WRITE_SAID[fault])).toBeVisible();
    await clearFaults();
    // A 409 shows the page as read again: the patient chooses again.
    if (fault === 'status-409') {
      const again = (await screen.findAllByRole('checkbox', { name: 'Cleaning reminders' }))[0]!;
      expect(again).toBeChecked();
      await user.click(again);
    } else expect(recalls).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('Your choices are saved. They take effect now.')).toBeVisible();
    expect((await screen.findAllByRole('checkbox', { name: 'Cleaning reminders' }))[0]).not.toBeChecked();
  });
});
