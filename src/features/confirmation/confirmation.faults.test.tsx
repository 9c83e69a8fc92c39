import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmableAppointments } from '../../../mocks/db/public';
import { seedNow } from '../../../mocks/db/seed-clock';
import { clearFaults, injectFaults } from '../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../tests/utils/render';
import { coversFaults, WRITE_FAULTS } from '../../../scripts/faults/covers-faults';
import { faultFor } from '../../../scripts/faults/fault-cases';
import { ConfirmationPage } from './confirmation-page';

// The database is reset per file, not per test: each test takes an appointment of its own.
const taken = new Set<string>();
const freshUpcoming = () => {
  const found = confirmableAppointments
    .findMany((q) => q.where({ cancelled: false }))
    .find(
      (entry) =>
        entry.confirmedAt === undefined &&
        Date.parse(entry.startAt) > seedNow().getTime() &&
        !taken.has(entry.appointmentId),
    );
  if (!found) throw new Error('No unconfirmed upcoming appointment left in the offline database');
  taken.add(found.appointmentId);
  return { practiceId: found.practiceId, appointmentId: found.appointmentId };
};

/** What the page says of each failure: the patient typed nothing, so the message is the whole answer. */
const SAID = {
  'status-500': /could not be confirmed because of a problem on our side/,
  network: /could not be confirmed: the connection failed/,
  'status-409': /This appointment can no longer be confirmed/,
  // The patient sends no field of their own: a refused request is a link that is not valid.
  'status-400': /This confirmation link is not valid/,
} as const;

describe.each(WRITE_FAULTS)('the patients’ confirmation when the confirmation gets %s', (fault) => {
  it('says in the page what failed, and confirms on Try again when trying again can help', async () => {
    coversFaults('confirmation', 'confirmAppointment', WRITE_FAULTS);
    const user = userEvent.setup();
    const demo = freshUpcoming();
    window.history.pushState(
      null,
      '',
      `/confirmation?practiceId=${demo.practiceId}&appointmentId=${demo.appointmentId}`,
    );
    renderWithProviders(<ConfirmationPage />);
    await injectFaults(faultFor('confirmAppointment', fault));
    await user.click(await screen.findByRole('button', { name: 'Confirm my appointment' }));
    expect(await screen.findByText(SAID[fault])).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
    await clearFaults();
    if (fault === 'status-409' || fault === 'status-400') {
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      return;
    }
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you! Your appointment is confirmed.')).toBeVisible();
  });
});
