import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUpcomingMessagesSummary } from '@/api/generated/communication/communication';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { practiceNamed, renderUpcoming } from './upcoming.test-support';

beforeEach(() => {
  signInAs('clinic');
});

const FORECAST =
  /^At this pace, (the [\d,]+-segment package runs out on [A-Z][a-z]+ \d{1,2}(, \d{4})?\.|this month will use [\d,]+ of the [\d,]+ segments of the package\.)/;

const numberOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('the SMS forecast of the upcoming messages', () => {
  it('warns a practice near its package, in words and in the warning intent', async () => {
    renderUpcoming(await practiceNamed('Centre dentaire Saint-Laurent'));
    const warning = await screen.findByRole('group', { name: 'SMS package running low' });
    // The package's usage and the forecast come from two queries: the group shows with the first.
    expect((await within(warning).findByText(FORECAST)).textContent).toMatch(
      /runs out on|That is \d+% of the package/,
    );
    // The month's usage so far joins the forecast in the same message: one SMS warning, not two.
    expect(await within(warning).findByText(/^Your SMS package is at \d+(\.\d)?% this month/)).toBeVisible();
    expect(screen.getAllByRole('group', { name: /^SMS package/ })).toHaveLength(1);
  });

  it('says the day the package runs out, when it does within the days shown', async () => {
    const practice = await practiceNamed(HISTORY_PRACTICE.name);
    const today = zonedDay(new Date(), practice.timezone);
    const { smsForecast } = await getUpcomingMessagesSummary(practice.id, {
      from: today,
      to: addDays(today, 59),
    });
    const exhaustedOn = smsForecast.months.find((month) => month.exhaustedOn)?.exhaustedOn;
    renderUpcoming(practice, { path: '/communications/upcoming?days=60' });
    const sentence = await screen.findByText(FORECAST);
    if (exhaustedOn) {
      const [year, month, day] = exhaustedOn.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-CA', {
        month: 'long',
        day: 'numeric',
        ...(year === Number(today.slice(0, 4)) ? {} : { year: 'numeric' }),
        timeZone: 'UTC',
      });
      expect(sentence).toHaveTextContent(
        `At this pace, the ${smsForecast.limit.toLocaleString('en-CA')}-segment package runs out on ${date}.`,
      );
    } else {
      expect(sentence).toHaveTextContent(/this month will use/);
    }
  });

  it('counts the days’ messages per kind, as the list holds them', async () => {
    const user = userEvent.setup();
    renderUpcoming(await practiceNamed(HISTORY_PRACTICE.name), {
      path: '/communications/upcoming?kind=REMINDER&status=PLANNED',
    });
    await screen.findByText(FORECAST);
    const counts = screen.getByRole('table', { name: 'Messages of these days, by kind' });
    const row = within(counts).getByRole('rowheader', { name: 'Appointment notifications' }).closest('tr')!;
    const planned = numberOf(within(row).getAllByRole('cell')[0]!.textContent);
    const totalText = await screen.findByText(/^(No message|[\d,]+ messages?) from /);
    expect(numberOf(totalText.textContent?.split(' from ')[0] ?? '')).toBe(planned);

    // The chart's values as a table, from today: the month's running total never goes down.
    await user.click(screen.getByText('Forecast as a table'));
    const table = screen.getByRole('table', { name: 'Projected SMS segments, day by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const totals = rows.map((each) => numberOf(within(each).getAllByRole('cell')[1]!.textContent));
    totals.slice(1).forEach((value, index) => {
      const day = within(rows[index + 1]!).getByRole('rowheader').textContent ?? '';
      // A new month starts again from its own usage.
      if (!/ 1(, \d{4})?$/.test(day)) expect(value).toBeGreaterThanOrEqual(totals[index]!);
    });
  });

  it('says the forecast could not be loaded, with a retry, while the list still shows', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getUpcomingMessagesSummary', status: 503, times: 3 });
    renderUpcoming(await practiceNamed(HISTORY_PRACTICE.name));
    expect(
      await screen.findByText('The SMS forecast and the counts of these days could not be loaded.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Upcoming messages, day by day' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(FORECAST)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderUpcoming(await practiceNamed('Centre dentaire Saint-Laurent'), { locale: 'fr' });
    expect(
      await screen.findByText(
        /^À ce rythme, (le forfait de [\d\s\u00a0\u202f]+ segments sera épuisé le \d{1,2} [a-zéû]+( \d{4})?\.|la consommation du mois atteindra)/,
      ),
    ).toBeInTheDocument();
  });
});
