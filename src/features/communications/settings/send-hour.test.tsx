import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Practice } from '@/api/generated/practices/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { communicationPreferences } from '../../../../mocks/db/communication';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { signInAs } from '../../../../tests/utils/session';
import { KindSettings } from './kind-settings';

/** Quiet hours in the settings: a scheduled kind is sent from 8:00 to 20:00, never from 21:00. */
const recallsOfPlateau = async () => {
  signInAs('clinic');
  const practice: Practice = await getPractice(HISTORY_PRACTICE.id);
  const stored = () =>
    communicationPreferences.findFirst((q) => q.where({ practiceId: practice.id, kind: 'HYGIENE_RECALL' }));
  return { practice, stored };
};

/** A send hour saved before the rule, or by another client of the API. */
const storeHour = async (preference: ReturnType<typeof communicationPreferences.findFirst>, hour: number) => {
  if (!preference) throw new Error('The practice has no recall settings');
  await communicationPreferences.update(preference, {
    data(record) {
      record.sendHour = hour;
    },
  });
};

const hourField = () => screen.findByRole('combobox', { name: /Time of sending|Heure d’envoi/ });

describe('the hour of sending', () => {
  it('offers only the hours from 8:00 a.m. to 8:00 p.m.', async () => {
    const { practice } = await recallsOfPlateau();
    renderWithFeedback(<KindSettings kind="HYGIENE_RECALL" practice={practice} canManage />);
    const options = within(await hourField()).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
    ]);
    expect(options[0]).toHaveTextContent('8:00 a.m.');
    expect(options.at(-1)).toHaveTextContent('8:00 p.m.');
  });

  it('refuses an hour in the quiet hours at the field, and saves once another is chosen', async () => {
    const user = userEvent.setup();
    const { practice, stored } = await recallsOfPlateau();
    await storeHour(stored(), 22);
    renderWithFeedback(<KindSettings kind="HYGIENE_RECALL" practice={practice} canManage />);
    const hour = await hourField();
    // Shown as it is saved, so that nobody wonders why the recalls leave the next morning.
    expect(hour).toHaveValue('22');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Choose a time from 8:00 a.m. to 8:00 p.m.: no message is sent before 8:00 a.m. or from 9:00 p.m., in the clinic’s time zone.',
      ),
    ).toBeInTheDocument();
    expect(hour).toHaveAttribute('aria-invalid', 'true');
    expect(stored()?.sendHour).toBe(22);

    await user.selectOptions(hour, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(stored()?.sendHour).toBe(20);
    expect(within(hour).queryByRole('option', { name: '10:00 p.m.' })).not.toBeInTheDocument();
  });

  it('says so in French', async () => {
    const user = userEvent.setup();
    const { practice, stored } = await recallsOfPlateau();
    await storeHour(stored(), 7);
    renderWithFeedback(<KindSettings kind="HYGIENE_RECALL" practice={practice} canManage />, {
      locale: 'fr',
    });
    const hour = await hourField();
    expect(hour).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        /^Choisissez une heure de 8 h à 20 h : aucun message n’est envoyé avant 8 h ni à partir de 21 h, dans le fuseau horaire de la clinique\.$/,
      ),
    ).toBeInTheDocument();
    expect(stored()?.sendHour).toBe(7);
  });
});
