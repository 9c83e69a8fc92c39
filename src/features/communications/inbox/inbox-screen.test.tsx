import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { practiceNamed } from '../upcoming/upcoming.test-support';
import { InboxScreen } from './inbox-screen';
import { signInAs } from '../../../../tests/utils/session';

beforeEach(() => {
  signInAs('clinic');
});

/** The inbox through the offline API: its seeded replies, read, answered and closed. */

const renderInbox = async (path = '/communications/inbox', locale: 'en' | 'fr' = 'en') => {
  const practice = await practiceNamed(HISTORY_PRACTICE.name);
  const conversationId = /\/communications\/inbox\/([^?]+)/.exec(path)?.[1];
  return renderWithFeedback(
    <InboxScreen practice={practice} {...(conversationId ? { conversationId } : {})} />,
    { path, locale },
  );
};

const conversationLinks = async () =>
  within(await screen.findByRole('region', { name: /^Conversations$/ })).findAllByRole('link');

describe('the inbox', () => {
  it('lists the conversations with their state, the tabs counting the whole inbox', async () => {
    const user = userEvent.setup();
    await renderInbox();
    const tab = await screen.findByRole('tab', { name: /^Needs a reply \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec(tab.textContent ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await user.click(tab);
    await waitFor(async () => {
      const links = await conversationLinks();
      expect(links.length).toBe(Math.min(count, 25));
      for (const link of links) expect(link).toHaveTextContent('Needs a reply');
    });
  });

  it('opens a conversation oldest first, with the request, its outcome and the reply', async () => {
    await renderInbox('/communications/inbox?state=NEEDS_REPLY');
    const first = (await conversationLinks())[0]!;
    const id = /inbox\/([^?]+)/.exec(first.getAttribute('href') ?? '')?.[1];
    await renderInbox(`/communications/inbox/${id}?state=NEEDS_REPLY`);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Automated message · Appointment confirmation/);
    expect(items[0]).toHaveTextContent(/Delivered/);
    expect(screen.getByRole('combobox', { name: 'Send by' })).toBeInTheDocument();
  });

  it('answers with a quick text in the patient’s language and closes the conversation', async () => {
    const user = userEvent.setup();
    await renderInbox('/communications/inbox?state=NEEDS_REPLY');
    const first = (await conversationLinks())[0]!;
    const id = /inbox\/([^?]+)/.exec(first.getAttribute('href') ?? '')?.[1];
    await renderInbox(`/communications/inbox/${id}`);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Quick texts in (French|English)$/ }),
      'Ask them to call',
    );
    const text = screen.getByRole('textbox', { name: /Message/ });
    expect((text as HTMLTextAreaElement).value).toMatch(/^(Hello|Bonjour) /);
    expect(screen.getByRole('heading', { name: 'Length of the SMS' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('refuses an empty answer at the field', async () => {
    const user = userEvent.setup();
    await renderInbox('/communications/inbox?state=NEEDS_REPLY');
    const first = (await conversationLinks())[0]!;
    const id = /inbox\/([^?]+)/.exec(first.getAttribute('href') ?? '')?.[1];
    await renderInbox(`/communications/inbox/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderInbox('/communications/inbox', 'fr');
    expect(await screen.findByRole('tab', { name: /^À répondre \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Réponses des patients' })).toBeInTheDocument();
  });
});
