import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@/i18n/locale';
import { confirmableAppointments, DEMO_APPOINTMENTS } from '../../../mocks/db/public';
import { findPractice } from '../../../mocks/db/practices';
import { seedNow } from '../../../mocks/db/seed-clock';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../tests/utils/render';
import { ConfirmationPage } from './confirmation-page';

type Demo = { practiceId: string; appointmentId: string };

const open = (demo: Demo | undefined, extra = '', locale: 'en' | 'fr' = 'en') => {
  const query = demo ? `?practiceId=${demo.practiceId}&appointmentId=${demo.appointmentId}${extra}` : extra;
  window.history.pushState(null, '', `/confirmation${query}`);
  return renderWithProviders(<ConfirmationPage />, { locale });
};

// The database is reset per file, not per test: each confirming test takes an appointment of its own.
const taken = new Set<string>();
const freshUpcoming = (): Demo => {
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

const confirmButton = () => screen.getByRole('button', { name: 'Confirm my appointment' });

const practiceName = (demo: Demo) => findPractice(demo.practiceId)!.name;

const startOf = (demo: Demo) =>
  confirmableAppointments.findFirst((q) => q.where({ appointmentId: demo.appointmentId }))!.startAt;

/** French times as the OQLF writes them: « 9 h » for a whole hour, « 9 h 30 » (Intl: « 9 h 00 »). */
const frenchTime = (start: Date) =>
  start.getMinutes() === 0
    ? `${start.getHours()} h`
    : `${start.getHours()} h ${String(start.getMinutes()).padStart(2, '0')}`;

const formatted = (locale: string, startAt: string) => ({
  date: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(startAt),
  ),
  time:
    locale === 'fr-CA'
      ? frenchTime(new Date(startAt))
      : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(startAt)),
});

afterEach(() => {
  window.history.pushState(null, '', '/');
  window.localStorage.clear();
});

describe('ConfirmationPage', () => {
  it('confirms only on the button, then shows the clinic and the appointment in English', async () => {
    const demo = freshUpcoming();
    open(demo, '&channel=SMS');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
    // Opening the link (as a mail scanner does) confirms nothing.
    expect(
      confirmableAppointments.findFirst((q) => q.where({ appointmentId: demo.appointmentId }))?.confirmedAt,
    ).toBeUndefined();

    await userEvent.click(confirmButton());
    expect(await screen.findByText('Thank you! Your appointment is confirmed.')).toBeVisible();
    const { date, time } = formatted('en-CA', startOf(demo));
    expect(screen.getByText(`${practiceName(demo)}, ${date} at ${time}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my appointment' })).not.toBeInTheDocument();
    // The button that had the focus is gone: the result takes it, so a screen reader reads it.
    expect(
      screen.getByText('Thank you! Your appointment is confirmed.').closest('[tabindex="-1"]'),
    ).toHaveFocus();
  });

  it('says so when the appointment was already confirmed', async () => {
    open(DEMO_APPOINTMENTS.alreadyConfirmed);
    await userEvent.click(confirmButton());
    expect(
      await screen.findByText('This appointment was already confirmed. There is nothing else to do.'),
    ).toBeVisible();
  });

  it('shows the invalid-link message for an unknown appointment (404), with no retry', async () => {
    open({ ...DEMO_APPOINTMENTS.upcoming, appointmentId: 'Zz9Zz9Zz9Zz9Zz9Zz9Zz' });
    await userEvent.click(confirmButton());
    expect(await screen.findByText(/This confirmation link is not valid/)).toBeVisible();
    expect(screen.queryByRole('button')).toHaveTextContent('Français');
  });

  it('shows the invalid-link message at once for an incomplete link', async () => {
    open(undefined, '?appointmentId=Qm7x2KfR9tLw4ZpN8vB3');
    expect(await screen.findByText(/This confirmation link is not valid/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my appointment' })).not.toBeInTheDocument();
  });

  it('explains a cancelled and a past appointment (409)', async () => {
    const { unmount } = open(DEMO_APPOINTMENTS.cancelled);
    await userEvent.click(confirmButton());
    expect(
      await screen.findByText(/This appointment was cancelled, so it cannot be confirmed/),
    ).toBeVisible();
    unmount();
    open(DEMO_APPOINTMENTS.past);
    await userEvent.click(confirmButton());
    expect(await screen.findByText(/This appointment has already taken place/)).toBeVisible();
  });

  it('gives the 404 and 409 answers of the server their own messages', async () => {
    await injectFaults([{ operationId: 'confirmAppointment', status: 404, times: 1 }]);
    const { unmount } = open(DEMO_APPOINTMENTS.upcoming);
    await userEvent.click(confirmButton());
    expect(await screen.findByText(/This confirmation link is not valid/)).toBeVisible();
    unmount();
    await injectFaults([{ operationId: 'confirmAppointment', status: 409, times: 1 }]);
    open(DEMO_APPOINTMENTS.upcoming);
    await userEvent.click(confirmButton());
    expect(await screen.findByText(/This appointment can no longer be confirmed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks to wait after too many attempts (429), then confirms on retry', async () => {
    await injectFaults({ operationId: 'confirmAppointment', status: 429, retryAfter: '0', times: 1 });
    open(freshUpcoming());
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Too many attempts. Wait a minute, then try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you! Your appointment is confirmed.')).toBeVisible();
  });

  it('keeps the page through a network failure and confirms on retry', async () => {
    await injectFaults({ operationId: 'confirmAppointment', kind: 'network', times: 1 });
    open(freshUpcoming(), '&channel=EMAIL');
    await userEvent.click(confirmButton());
    expect(await screen.findByText(/the connection failed\. Check your Internet connection/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you! Your appointment is confirmed.')).toBeVisible();
  });

  it('speaks French, with Québec date and time', async () => {
    const demo = freshUpcoming();
    open(demo, '&lang=fr', 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon rendez-vous' }));
    expect(await screen.findByText('Merci! Votre rendez-vous est confirmé.')).toBeVisible();
    const { date, time } = formatted('fr-CA', startOf(demo));
    expect(screen.getByText(`${practiceName(demo)}, le ${date} à ${time}`)).toBeVisible();
  });

  it('switches language, saves the choice and keeps the link saying it', async () => {
    open(DEMO_APPOINTMENTS.upcoming, '&lang=en');
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmez votre rendez-vous' }),
    ).toBeVisible();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('fr');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');
  });
});
