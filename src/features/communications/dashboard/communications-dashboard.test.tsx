import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getCommunicationStats,
  getUpcomingMessagesSummary,
} from '@/api/generated/communication/communication';
import type { MessageKind } from '@/api/generated/communication/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { CLINIC_ADMIN_PRACTICES, HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { CommunicationsDashboard } from './communications-dashboard';
import { StatsFigures } from './stats-figures';

beforeEach(() => {
  signInAs('clinic');
});

const OCTOBER = '/communications/admin?period=custom&from=2026-10-01&to=2026-10-31';

const renderDashboard = async (
  path = '/communications/admin',
  locale: 'en' | 'fr' = 'en',
  practiceId = HISTORY_PRACTICE.id,
) => {
  // The practice's zone, as the session holds it: the kind cards count from its today.
  const { timezone } = await getPractice(practiceId);
  return renderWithFeedback(<CommunicationsDashboard practiceId={practiceId} timezone={timezone} />, {
    path,
    locale,
  });
};

const numberOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const figure = (label: string) =>
  numberOf(screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent);

describe('CommunicationsDashboard', () => {
  it('lists the three kinds with their state and rule in words, each linking to its settings', async () => {
    await renderDashboard();
    for (const [name, href] of [
      ['Appointment notifications', '/communications/notifications'],
      ['Appointment confirmations', '/communications/confirmations'],
      ['Hygiene recalls', '/communications/hygiene-recalls'],
    ] as const) {
      const card = (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;
      expect(within(card).getByText(/^(On|Off|Turning on…|Turning off…|Not set up)$/)).toBeInTheDocument();
      expect(within(card).getByText(/^By (SMS|email)|^No sending rule/)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Settings for ${name.toLowerCase()}` })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('says how many messages of each kind go in the next 7 days, each linking to them', async () => {
    const { timezone } = await getPractice(HISTORY_PRACTICE.id);
    const today = zonedDay(new Date(), timezone);
    const summary = await getUpcomingMessagesSummary(HISTORY_PRACTICE.id, {
      from: today,
      to: addDays(today, 6),
    });
    const planned = (kind: MessageKind) =>
      summary.days.reduce((sum, day) => sum + day.kinds[kind].planned, 0);
    expect(planned('REMINDER')).toBeGreaterThan(0);
    await renderDashboard();
    for (const [name, kind] of [
      ['Appointment notifications', 'REMINDER'],
      ['Appointment confirmations', 'CONFIRMATION'],
      ['Hygiene recalls', 'HYGIENE_RECALL'],
    ] as const) {
      const card = (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;
      const count = planned(kind);
      const text =
        count === 0
          ? 'No message planned in the next 7 days'
          : `${count.toLocaleString('en-CA')} ${count === 1 ? 'message' : 'messages'} planned in the next 7 days`;
      expect(await within(card).findByRole('link', { name: text })).toHaveAttribute(
        'href',
        `/communications/upcoming?days=7&kind=${kind}`,
      );
    }
  });

  it('says when a kind is on its way to being turned on', async () => {
    const rosemont = CLINIC_ADMIN_PRACTICES.find(
      (practice) => practice.name === 'Clinique dentaire Rosemont',
    )!;
    await renderDashboard('/communications/admin', 'en', rosemont.id);
    const card = (await screen.findByRole('heading', { name: 'Hygiene recalls', level: 3 })).closest('li')!;
    expect(within(card).getByText('Turning on…')).toBeInTheDocument();
  });

  it('speaks French, with French numbers and dates', async () => {
    const user = userEvent.setup();
    await renderDashboard(OCTOBER, 'fr');
    expect(
      await screen.findByRole('link', { name: 'Paramètres des avis de rendez-vous' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Période\s: du 1er au 31 octobre 2026$/)).toBeInTheDocument();
    await screen.findByText('Messages envoyés', { selector: 'dt' });
    await user.click(screen.getByText('Valeurs quotidiennes sous forme de tableau'));
    expect(screen.getByRole('rowheader', { name: '1er octobre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Total de la période' })).toBeInTheDocument();
  });

  it('shows the month’s SMS package as a bar with its percentage', async () => {
    await renderDashboard();
    const bar = await screen.findByRole('progressbar', { name: 'SMS segments used this month' });
    const usage = screen.getByText(/^[\d,]+ of [\d,]+ segments used \(\d+(\.\d)?%\)$/);
    const [, used, limit] = /^([\d,]+) of ([\d,]+)/.exec(usage.textContent ?? '')!.map(numberOf);
    expect(limit).toBeGreaterThan(0);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(Math.min(1, used! / limit!));
    expect(screen.getByRole('heading', { name: /^SMS package for \w+ \d{4}$/ })).toBeInTheDocument();
  });

  it('gives a custom range’s totals equal to the sum of its daily table', async () => {
    const user = userEvent.setup();
    await renderDashboard(OCTOBER);
    expect(await screen.findByText(/^Period: October 1\s*–\s*31, 2026$/)).toBeInTheDocument();
    await screen.findByText('Messages sent', { selector: 'dt' });
    await user.click(screen.getByText('Daily values as a table'));
    const table = screen.getByRole('table', { name: 'Messages sent each day, by kind' });
    const rows = within(table).getAllByRole('row').slice(1);
    const days = rows.slice(0, -1);
    const totals = rows.at(-1)!;
    expect(days).toHaveLength(31);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => numberOf(cell.textContent));
    const summed = days.map(cells).reduce((sum, values) => sum.map((value, index) => value + values[index]!));
    expect(cells(totals)).toEqual(summed);
    expect(summed.at(-1)).toBeGreaterThan(0);
    expect(figure('Messages sent')).toBe(summed.at(-1));
    expect(figure('Appointment notifications')).toBe(summed[0]);
  });

  it('gives the period’s delivery rate, leading to the messages not delivered in that period', async () => {
    const stats = await getCommunicationStats(HISTORY_PRACTICE.id, {
      startAt: '2026-10-01',
      endAt: '2026-10-31',
    });
    expect(stats.failedDeliveries).toBeGreaterThan(1);
    await renderDashboard(OCTOBER, 'fr');
    const rate = (await screen.findByText('Taux de livraison', { selector: 'dt' })).nextElementSibling;
    const percent = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 });
    // The portal's French spacing may differ from the runtime's: compare with plain spaces.
    const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
    expect(spaced(rate?.textContent)).toBe(spaced(percent.format(stats.delivered! / stats.totalSent)));
    const link = screen.getByRole('link', { name: /^Voir les .+ messages non livrés$/ });
    expect(spaced(link.textContent)).toBe(
      spaced(`Voir les ${stats.failedDeliveries.toLocaleString('fr-CA')} messages non livrés`),
    );
    expect(link).toHaveAttribute(
      'href',
      '/communications/history?status=FAILED&from=2026-10-01&to=2026-10-31',
    );
  });

  it('shows no delivery rate, rather than 0 %, from a backend without delivery receipts', async () => {
    const { delivered: _delivered, ...withoutReceipts } = await getCommunicationStats(HISTORY_PRACTICE.id, {
      startAt: '2026-10-01',
      endAt: '2026-10-31',
    });
    renderWithFeedback(<StatsFigures stats={withoutReceipts} />);
    expect(screen.getByText('Failed deliveries', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Delivery rate')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /not delivered/ })).not.toBeInTheDocument();
  });

  it('marks the figures of the period shown before busy while the new period loads', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await screen.findByText('Messages sent', { selector: 'dt' });
    const shownBefore = figure('Messages sent');
    const results = () => screen.getByText('Messages sent', { selector: 'dt' }).closest('[aria-busy]');
    expect(results()).toHaveAttribute('aria-busy', 'false');
    // The new period's answer is late (held, then a 504 the client retries at once).
    await injectFaults({ operationId: 'getCommunicationStats', kind: 'timeout', delayMs: 800, times: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'year');
    expect(await screen.findByRole('progressbar', { name: 'Loading the statistics…' })).toBeInTheDocument();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(figure('Messages sent')).toBe(shownBefore);
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('progressbar', { name: 'Loading the statistics…' })).not.toBeInTheDocument();
    expect(figure('Messages sent')).toBeGreaterThan(shownBefore);
  });

  it('refuses a custom period longer than 366 days at the field', async () => {
    const user = userEvent.setup();
    const { location } = await renderDashboard();
    await screen.findByText('Messages sent', { selector: 'dt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    fireEvent.change(screen.getByLabelText(/First day/), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2026-01-05' } });
    await user.click(screen.getByRole('button', { name: 'Show statistics' }));
    expect(await screen.findByText('Choose a period of at most 366 days')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last day/)).toHaveAttribute('aria-invalid', 'true');
    expect(location.history?.at(-1)).not.toContain('2026-01-05');
  });

  it('says the statistics could not be loaded and recovers on retry', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getCommunicationStats', status: 503, times: 3 });
    await renderDashboard(OCTOBER);
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Messages sent', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('The statistics could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByText(/An error has occurred on our servers/)).not.toBeInTheDocument();
  });
});
