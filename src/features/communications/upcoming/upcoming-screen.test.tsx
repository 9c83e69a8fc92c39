import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import {
  currentUrl,
  dayHeadings,
  entries,
  messageList,
  practiceNamed,
  renderUpcoming,
} from './upcoming.test-support';

beforeEach(() => {
  signInAs('clinic');
});

const plateau = () => practiceNamed(HISTORY_PRACTICE.name);

const DAY_HEADING =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}(, \d{4})?$/;
const TIME = String.raw`\d{1,2}:\d{2}\s[ap]\.m\.`;
const SENDING = new RegExp(
  String.raw`(SMS|Email) (notification|confirmation request|hygiene recall) at ${TIME}|(Appointment notification|Appointment confirmation|Hygiene recall) by (SMS|email) at ${TIME}`,
);
const REASON =
  /(Appointment notifications|Appointment confirmations|Hygiene recalls) are turned off|Already confirmed|hygiene appointment|hygiene visit|The clinic has no appointment that day|Answered \S+|Stopped SMS|Unsubscribed from emails|No valid (mobile number|email address)|Reported an? (SMS|email) as spam|The month’s SMS package is used up/;

const total = () => screen.findByText(/^(No message|[\d,]+ messages?) from /);

describe('UpcomingScreen', () => {
  it('lists the next 14 days by day, each message saying what goes and when, or why not', async () => {
    renderUpcoming(await plateau());
    expect(await total()).toBeInTheDocument();
    const headings = dayHeadings();
    expect(headings.length).toBeGreaterThan(0);
    headings.forEach((heading) => expect(heading).toMatch(DAY_HEADING));
    // One heading per day, in the order of sending.
    expect(new Set(headings).size).toBe(headings.length);
    for (const text of entries()) {
      expect(text).toMatch(SENDING);
      expect(text).toMatch(/File \S+/);
      expect(text).toMatch(/Planned|Not sent/);
      if (text.includes('Not sent')) expect(text).toMatch(REASON);
    }
    const days = screen.getByRole('combobox', { name: 'Days shown' });
    expect(days).toHaveValue('14');
    // Where it acts: after the forecast and the filters, right before the count and the days.
    const after = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(after(screen.getByRole('button', { name: 'Apply' }), days)).toBe(true);
    expect(after(days, await total())).toBe(true);
    expect(after(days, messageList())).toBe(true);
  });

  it('says why the skipped messages will not go', async () => {
    renderUpcoming(await plateau(), { path: '/communications/upcoming?days=60&status=SKIPPED' });
    await total();
    const texts = entries();
    expect(texts.length).toBeGreaterThan(0);
    texts.forEach((text) => {
      expect(text).toContain('Not sent');
      expect(text).toMatch(REASON);
    });
    // The dated reasons say their date.
    const dated = (pattern: RegExp) => texts.filter((text) => pattern.test(text));
    dated(/Last hygiene visit/).forEach((text) =>
      expect(text).toMatch(/Last hygiene visit on [A-Z][a-z]+ \d{1,2}, \d{4}, more than 2 years ago/),
    );
    dated(/Has a hygiene appointment/).forEach((text) =>
      expect(text).toMatch(/Has a hygiene appointment on [A-Z][a-z]+ \d{1,2}/),
    );
    expect(dated(/Last hygiene visit on|Has a hygiene appointment on/).length).toBeGreaterThan(0);
  });

  it('says how the contact on file failed, in both languages', async () => {
    const path = '/communications/upcoming?days=60&status=SKIPPED&reason=NO_VALID_CONTACT&pageSize=200';
    const { unmount } = renderUpcoming(await plateau(), { path });
    await total();
    // The seed's landlines: their first SMS failed for good, and the next ones say why not.
    expect(
      entries().some((text) =>
        /No valid mobile number: the number on file is a landline \(since [A-Z][a-z]+ \d{1,2}\)/.test(text),
      ),
    ).toBe(true);
    unmount();

    renderUpcoming(await plateau(), { path, locale: 'fr' });
    await screen.findByText(/^(Aucun message|[\d\s\u00a0\u202f]+ messages?) du /);
    expect(
      entries().some((text) =>
        /Aucun numéro de cellulaire valide\u00a0: le numéro au dossier est une ligne fixe \(depuis le (1er|\d{1,2}) [a-zéû]+\)/.test(
          text,
        ),
      ),
    ).toBe(true);
  });

  it('filters through the URL on Apply, and a reload restores the view and its form', async () => {
    const user = userEvent.setup();
    const practice = await plateau();
    const { location, unmount } = renderUpcoming(practice);
    await total();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of message' }), 'HYGIENE_RECALL');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Reason not sent' }),
      'UPCOMING_HYGIENE_APPOINTMENT',
    );
    expect(currentUrl(location)).toBe('/communications/upcoming');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const url =
      '/communications/upcoming?kind=HYGIENE_RECALL&status=SKIPPED&reason=UPCOMING_HYGIENE_APPOINTMENT';
    await waitFor(() => expect(currentUrl(location)).toBe(url));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Days shown' }), '60');
    await waitFor(() => expect(currentUrl(location)).toBe(url.replace('?', '?days=60&')));
    await waitFor(() => expect(messageList()).toHaveAttribute('aria-busy', 'false'));
    const shown = entries();
    expect(shown.length).toBeGreaterThan(0);
    shown.forEach((text) => {
      expect(text).toContain('Hygiene recall');
      expect(text).toMatch(/Has a hygiene appointment|Already has a hygiene appointment booked/);
    });
    unmount();

    renderUpcoming(practice, { path: url.replace('?', '?days=60&') });
    await total();
    expect(screen.getByRole('combobox', { name: 'Days shown' })).toHaveValue('60');
    expect(screen.getByRole('combobox', { name: 'Kind of message' })).toHaveValue('HYGIENE_RECALL');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('SKIPPED');
    expect(screen.getByRole('combobox', { name: 'Reason not sent' })).toHaveValue(
      'UPCOMING_HYGIENE_APPOINTMENT',
    );
    await waitFor(() => expect(entries()).toEqual(shown));
  });

  it('finds a patient by name or file number, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = renderUpcoming(await plateau());
    await total();
    await user.type(screen.getByRole('searchbox', { name: /Patient/ }), 'zzzz-nobody');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/upcoming?search=zzzz-nobody'));
    expect(
      await screen.findByText('No upcoming message matches these filters. Change or clear them to see more.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/upcoming'));
    expect(await screen.findByRole('region', { name: 'Upcoming messages, day by day' })).toBeInTheDocument();
  });

  it('pages through the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderUpcoming(await plateau(), { path: '/communications/upcoming?days=60' });
    const pages = await screen.findByText(/^Page 1 of \d+$/);
    const last = Number(/of (\d+)/.exec(pages.textContent ?? '')![1]);
    expect(last).toBeGreaterThan(1);
    const first = entries();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText(`Page 2 of ${last}`)).toBeInTheDocument());
    expect(currentUrl(location)).toBe('/communications/upcoming?days=60&page=2');
    await waitFor(() => expect(messageList()).toHaveAttribute('aria-busy', 'false'));
    expect(entries()).not.toEqual(first);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '200');
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/upcoming?days=60&pageSize=200'));
    await waitFor(() => expect(entries()).toHaveLength(200));
  });

  it('shows the message as the patient will read it, on demand, from the keyboard', async () => {
    const user = userEvent.setup();
    renderUpcoming(await plateau(), { path: '/communications/upcoming?status=PLANNED' });
    await total();
    const entry = within(messageList()).getAllByRole('listitem')[0]!;
    const button = within(entry).getByRole('button', { name: 'Show the message' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(within(entry).getByRole('button', { name: 'Hide the message' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel.textContent).toMatch(/\S{10,}|No template for this message/);
    if (entry.textContent?.includes('SMS'))
      expect(panel.textContent).toMatch(/\d+ SMS segments?|No template/);
    await user.keyboard('{Enter}');
    expect(panel).not.toBeVisible();
  });

  it('says the list could not be loaded, and shows it once Try again succeeds', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getUpcomingMessages', status: 503, times: 3 });
    renderUpcoming(await plateau());
    expect(await screen.findByText('The upcoming messages could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await total()).toBeInTheDocument();
    expect(screen.queryByText('The upcoming messages could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByText(/An error has occurred on our servers/)).not.toBeInTheDocument();
  });

  it('speaks French, with French days and OQLF hours', async () => {
    renderUpcoming(await plateau(), { locale: 'fr' });
    await screen.findByText(/^(Aucun message|[\d\s\u00a0\u202f]+ messages?) du /);
    // A heading starts with a capital (« Mardi 1er décembre »); the month inside stays lower case.
    dayHeadings().forEach((heading) =>
      expect(heading).toMatch(
        /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) (1er|\d{1,2}) [a-zéû]+( \d{4})?$/,
      ),
    );
    // …while the same dates inside the sentences keep French's lower case.
    entries().forEach((text) =>
      expect(text).not.toMatch(/rendez-vous du (Lundi|Mardi|Mercredi|Jeudi|Vendredi)/),
    );
    entries().forEach((text) => expect(text).toMatch(/ à \d{1,2}\u00a0h(\u00a0\d{2})?/));
  });
});
