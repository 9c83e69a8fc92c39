import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREFERENCES_WORDING_VERSION } from '@/domain/preferences-wording';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { pageConsentsOf } from '../../../mocks/db/patient-page-consents';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import {
  pageLink,
  pagePatient,
  type PagePatient,
} from '../../../mocks/handlers/public-preferences.test-support';
import { renderWithProviders } from '../../../tests/utils/render';
import { PatientPreferencesPage } from './patient-preferences-page';

const open = (link: string, locale: 'en' | 'fr' = 'en') => {
  window.history.pushState(null, '', link);
  return renderWithProviders(<PatientPreferencesPage />, { locale });
};

const group = (name: string) => screen.findByRole('group', { name });
const recordsOf = (who: PagePatient) =>
  pageConsentsOf(who.practiceId).filter((record) => record.patientId === who.patient.id);

describe('the patient’s own page', () => {
  it('names the clinic and shows each channel’s choices, the link’s channel first, and records nothing on opening', async () => {
    const who = pagePatient();
    open(pageLink(who, 'SMS'));
    expect(screen.getByRole('heading', { level: 1, name: 'Your messages' })).toBeVisible();
    const sms = await group('By text message (SMS)');
    expect(screen.getByText(`Choose the messages ${HISTORY_PRACTICE.name} sends you.`)).toBeVisible();
    const groups = screen.getAllByRole('group');
    expect(groups.map((element) => element.querySelector('legend')?.textContent)).toEqual([
      'By text message (SMS)',
      'By email',
    ]);
    expect(within(sms).getByRole('checkbox', { name: 'Appointment messages' })).toBeChecked();
    expect(within(sms).getByRole('checkbox', { name: 'Cleaning reminders' })).toHaveAccessibleDescription(
      /next dental cleaning \(hygiene visit\) is due/,
    );
    expect(screen.getByText(`Wording version ${PREFERENCES_WORDING_VERSION}`)).toBeVisible();
    expect(recordsOf(who)).toEqual([]);
  });

  it('saves a withdrawal from recalls, says it takes effect now, and keeps appointment messages', async () => {
    const user = userEvent.setup();
    const who = pagePatient();
    open(pageLink(who, 'EMAIL'));
    const email = await group('By email');
    await user.click(within(email).getByRole('checkbox', { name: 'Cleaning reminders' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('Your choices are saved. They take effect now.')).toBeVisible();
    expect(within(email).getByRole('checkbox', { name: 'Cleaning reminders' })).not.toBeChecked();
    expect(within(email).getByRole('checkbox', { name: 'Appointment messages' })).toBeChecked();
    expect(recordsOf(who)).toEqual([
      expect.objectContaining({ channel: 'EMAIL', basis: 'WITHDRAWN', scope: 'RECALLS', language: 'EN' }),
    ]);
  });

  it('unsubscribes from everything in one press', async () => {
    const user = userEvent.setup();
    const who = pagePatient();
    open(pageLink(who, 'SMS'));
    await group('By text message (SMS)');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all messages' }));
    expect(
      await screen.findByText(
        new RegExp(`You are unsubscribed from all messages of ${HISTORY_PRACTICE.name}`),
      ),
    ).toBeVisible();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(recordsOf(who).map((record) => [record.channel, record.basis])).toEqual([
      ['EMAIL', 'WITHDRAWN'],
      ['SMS', 'WITHDRAWN'],
    ]);
  });

  it('says a link is not valid, without calling anything for a garbled one', async () => {
    const garbled = open('/preferences?practiceId=nope&patient=short');
    expect(await screen.findByText(/This link is not valid/)).toBeVisible();
    garbled.unmount();
    open(`/preferences?practiceId=${HISTORY_PRACTICE.id}&patient=AAAAAAAAAAAAAAAAAAAAAAAA&channel=SMS`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your choices…');
    expect(await screen.findByText(/This link is not valid/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('reads again on Try again after a failed read', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getPatientPreferences', kind: 'network', times: 1 });
    open(pageLink(pagePatient()));
    expect(await screen.findByText(/The connection failed/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await group('By email')).toBeVisible();
  });

  it('shows the new wording when it changed since the page was opened, and saves after', async () => {
    const user = userEvent.setup();
    const who = pagePatient();
    open(pageLink(who));
    await group('By email');
    await injectFaults({ operationId: 'savePatientPreferences', status: 409, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText(/The text of this page changed since you opened it/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('Your choices are saved. They take effect now.')).toBeVisible();
  });

  it('speaks French, and records the answer in French', async () => {
    const user = userEvent.setup();
    const who = pagePatient();
    open(pageLink(who, 'SMS', 'fr'), 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Vos messages' })).toBeVisible();
    const sms = await group('Par SMS');
    await user.click(within(sms).getByRole('checkbox', { name: 'Rappels d’hygiène' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(
      await screen.findByText('Vos choix sont enregistrés. Ils s’appliquent dès maintenant.'),
    ).toBeVisible();
    // OQLF: a no-break space before the colon.
    expect(screen.getByText(/^Version du texte/).textContent).toMatch(
      new RegExp(`^Version du texte[\u00a0\u202f]: ${PREFERENCES_WORDING_VERSION}$`),
    );
    expect(recordsOf(who)).toEqual([
      expect.objectContaining({ channel: 'SMS', scope: 'RECALLS', language: 'FR' }),
    ]);
  });

  it('switches language as the patient asks, and keeps the link saying it', async () => {
    const user = userEvent.setup();
    open(pageLink(pagePatient(), 'EMAIL', 'en'));
    await group('By email');
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos messages' })).toBeVisible();
    expect(await group('Par courriel')).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('fr');
  });
});
