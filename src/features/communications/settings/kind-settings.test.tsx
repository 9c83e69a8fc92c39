import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetUpcomingMessagesQueryKey,
  getGetUpcomingMessagesSummaryQueryKey,
} from '@/api/generated/communication/communication';
import { getPractice } from '@/api/generated/practices/practices';
import type { Practice } from '@/api/generated/practices/model';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { resetFeatureFlags, setFeatureFlags } from '@/lib/feature-flags/feature-flags';
import { communicationPreferences } from '../../../../mocks/db/communication';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { KindSettings } from './kind-settings';
import { openedDialog } from '../../../../tests/utils/dialogs';

let plateau: Practice;

beforeEach(async () => {
  signInAs('clinic');
  plateau = await getPractice(HISTORY_PRACTICE.id);
});

const storedPreference = (kind: 'REMINDER' | 'CONFIRMATION' | 'HYGIENE_RECALL') =>
  communicationPreferences.findFirst((q) => q.where({ practiceId: plateau.id, kind }));

const renderSettings = (kind: 'REMINDER' | 'CONFIRMATION' | 'HYGIENE_RECALL', locale: 'en' | 'fr' = 'en') =>
  renderWithFeedback(<KindSettings kind={kind} practice={plateau} canManage />, { locale });

const form = () => screen.getByRole('form', { name: /When and how|Quand et comment/ });

describe('KindSettings', () => {
  it('changes the days, hour and channels of the notifications, restated as a sentence, and saves them', async () => {
    const user = userEvent.setup();
    renderSettings('REMINDER');
    const days = await screen.findByRole('spinbutton', { name: /Business days before the appointment/ });
    await user.clear(days);
    await user.type(days, '3');
    await user.selectOptions(screen.getByRole('combobox', { name: /Time of sending/ }), '14');
    const sms = within(form()).getByRole('checkbox', { name: 'SMS (text message)' });
    const email = within(form()).getByRole('checkbox', { name: 'Email' });
    if (!(sms as HTMLInputElement).checked) await user.click(sms);
    if ((email as HTMLInputElement).checked) await user.click(email);
    expect(
      within(form()).getByText('By SMS, 3 business days before the appointment, at 2:00 p.m.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedPreference('REMINDER')).toMatchObject({ days: 3, sendHour: 14, channels: ['SMS'] });
  });

  it('links to who will receive its messages, and drops the list a visit left once a change is saved', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderSettings('REMINDER');
    expect(await screen.findByRole('link', { name: 'See who will receive these messages' })).toHaveAttribute(
      'href',
      '/communications/upcoming?kind=REMINDER',
    );
    // Pages and summaries of the upcoming messages a visit left in the cache, any range or filter.
    const range = { from: '2026-11-30', to: '2026-12-13' };
    const cached = [
      getGetUpcomingMessagesQueryKey(plateau.id, { ...range, kind: 'REMINDER', page: 2, pageSize: 50 }),
      getGetUpcomingMessagesSummaryQueryKey(plateau.id, range),
    ];
    for (const queryKey of cached) queryClient.setQueryData(queryKey, {});
    const days = await screen.findByRole('spinbutton', { name: /Business days before the appointment/ });
    await user.clear(days);
    await user.type(days, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    // Wrong from now on: the next visit waits for the new plan instead of showing the old one.
    for (const queryKey of cached) expect(queryClient.getQueryState(queryKey)).toBeUndefined();
  });

  it('refuses days that are not a whole number of at least 1, at the field', async () => {
    const user = userEvent.setup();
    renderSettings('REMINDER');
    const days = await screen.findByRole('spinbutton', { name: /Business days before the appointment/ });
    await user.clear(days);
    await user.type(days, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of days, without decimals.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    await user.clear(days);
    await user.type(days, '0');
    expect(await screen.findByText('Enter at least 1 day.')).toBeInTheDocument();
    expect(storedPreference('REMINDER')?.days).not.toBe(0);
  });

  it('sends confirmations at booking, without days or hour', async () => {
    const user = userEvent.setup();
    renderSettings('CONFIRMATION');
    await user.click(await screen.findByRole('radio', { name: /When the appointment is booked/ }));
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Time of sending/ })).not.toBeInTheDocument();
    expect(within(form()).getByText(/10 minutes after the appointment is booked\.$/)).toBeInTheDocument();
    expect(screen.getByText(/no more confirmation messages are sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const saved = storedPreference('CONFIRMATION');
    expect(saved?.sendTiming).toBe('APPOINTMENT_CREATION');
    expect(saved?.days).toBeUndefined();
    expect(saved?.sendHour).toBeUndefined();
  });

  it('asks before turning a kind off, then shows it turning off', async () => {
    const user = userEvent.setup();
    renderSettings('HYGIENE_RECALL');
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await openedDialog('Turn off hygiene recalls?');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Turning off…')).toBeInTheDocument();
    expect(
      screen.getByText(/on its way to the clinic’s server: it can take up to 15 minutes/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDisabled();
    expect(storedPreference('HYGIENE_RECALL')?.state).toBe('DISABLING');
  });

  it('keeps what was typed when the save fails, and says the kind’s message', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'updateCommunicationPreference', status: 500, times: 5 });
    renderSettings('REMINDER');
    const days = await screen.findByRole('spinbutton', { name: /Business days before the appointment/ });
    await user.clear(days);
    await user.type(days, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/The appointment notification settings could not be saved/),
    ).toBeInTheDocument();
    expect(days).toHaveValue(4);
    expect(storedPreference('REMINDER')?.days).not.toBe(4);
  });

  it('creates a kind never set up on its first save', async () => {
    const user = userEvent.setup();
    const existing = storedPreference('HYGIENE_RECALL');
    if (existing) communicationPreferences.delete(existing);
    renderSettings('HYGIENE_RECALL', 'fr');
    expect(await screen.findByText('Non configuré')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'À la date prévue' }));
    expect(
      within(screen.getByRole('form', { name: 'Quand et comment' })).getByText(
        // Intl writes « 9 h » with a no-break space.
        /^Par SMS et courriel, à la date prévue de la visite d’hygiène, à 9\sh\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(storedPreference('HYGIENE_RECALL')).toMatchObject({ sendTiming: 'NONE', state: 'ENABLING' }),
    );
  });

  it('says the communication profile is unavailable when the preferences cannot be read, and loads them on retry', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getCommunicationPreferences', status: 500, times: 3 });
    renderSettings('REMINDER');
    const dialog = await openedDialog('The communication profile is unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('spinbutton', { name: /Business days before the appointment/ }),
    ).toBeInTheDocument();
    // One failure, one dialog: the retry that succeeded opened none.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the communication profile is unavailable when a kind cannot be created, and keeps the choice', async () => {
    const user = userEvent.setup();
    const existing = storedPreference('HYGIENE_RECALL');
    if (existing) communicationPreferences.delete(existing);
    await injectFaults({ operationId: 'createCommunicationPreference', status: 500, times: 5 });
    renderSettings('HYGIENE_RECALL');
    await user.click(await screen.findByRole('radio', { name: 'On the due date' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await openedDialog('The communication profile is unavailable');
    expect(dialog).toHaveTextContent(
      'The automated communications settings of this practice are unavailable for now.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('radio', { name: 'On the due date' })).toBeChecked();
    expect(storedPreference('HYGIENE_RECALL')).toBeUndefined();
  });
});

describe('new appointment notifications (flag new_apt_notifications)', () => {
  afterEach(() => resetFeatureFlags());

  it('are not offered while the flag is off', async () => {
    renderSettings('REMINDER');
    await screen.findByRole('form', { name: 'When and how' });
    expect(screen.queryByRole('checkbox', { name: /new appointment is booked/ })).not.toBeInTheDocument();
  });

  it('notify patients of a booked appointment once the flag is on, and say so in the rule', async () => {
    const user = userEvent.setup();
    setFeatureFlags({ new_apt_notifications: true });
    renderSettings('REMINDER');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Also notify patients when a new appointment is booked' }),
    );
    expect(
      within(form()).getByText(/Also 10 minutes after a new appointment is booked\.$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedPreference('REMINDER')?.notifyOnBooking).toBe(true);
  });
});
