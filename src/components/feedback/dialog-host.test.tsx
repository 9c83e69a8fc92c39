import { act, fireEvent, screen } from '@testing-library/react';
import { defineMessage, defineMessages } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutForFocus } from '../../../tests/utils/dialogs';
import {
  DIALOG_CLEAR_DELAY_MS,
  DIALOG_SHOW_DELAY_MS,
  dialogComponent,
  dismissAllDialogs,
  openDialog,
  type DialogOutcome,
} from './dialog-store';
import { renderWithFeedback } from './feedback-harness';
import { withValues } from './feedback-text';

const messages = defineMessages({
  title: { id: 'app.notFound.title', defaultMessage: 'Page not found!', description: 'test' },
  text: { id: 'app.notSupported.title', defaultMessage: 'Not available', description: 'test' },
  ok: { id: 'admin.shared.yes', defaultMessage: 'Yes', description: 'test' },
});
const countMessage = defineMessage<{ count: number }>({
  id: 'admin.practices.list.count',
  defaultMessage: '{count, plural, =0 {No practices} one {# practice} other {# practices}}',
  description: 'test',
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// fireEvent rather than user-event: Testing Library's async wrapper waits on a timer that only
// Jest's fake timers advance by themselves.
const click = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
  });
const press = (key: string) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key });
  });

// As in a browser, the dialog's first control takes the focus: without layout, Fluent's focus
// manager may find none and hide the dialog from the accessibility tree.
layoutForFocus();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => dismissAllDialogs());
  vi.useRealTimers();
});

/** Opens a dialog from a button, as a screen would, and records how it ended. */
const renderOpener = (open: () => Promise<DialogOutcome>) => {
  const outcomes: DialogOutcome[] = [];
  const view = renderWithFeedback(
    <button type="button" onClick={() => void open().then((outcome) => outcomes.push(outcome))}>
      open
    </button>,
  );
  return { ...view, outcomes, opener: screen.getByRole('button', { name: 'open' }) };
};

describe('DialogHost', () => {
  it('shows a dialog about 300 ms after it is set and resolves with the action chosen', async () => {
    const { outcomes, opener } = renderOpener(() =>
      openDialog({ title: messages.title, text: messages.text, actions: [{ kind: 'close' }] }),
    );
    opener.focus();
    click(opener);

    await advance(DIALOG_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Page not found!');
    expect(dialog).toHaveTextContent('Not available');

    click(screen.getByRole('button', { name: 'Close' }));
    await advance(0);
    expect(outcomes).toEqual(['close']);
    await advance(DIALOG_CLEAR_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the element that had it once the dialog closes', async () => {
    const { opener } = renderOpener(() =>
      openDialog({ title: messages.title, actions: [{ kind: 'close' }] }),
    );
    opener.focus();
    click(opener);
    await advance(DIALOG_SHOW_DELAY_MS);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    click(screen.getByRole('button', { name: 'Close' }));
    await advance(DIALOG_CLEAR_DELAY_MS);
    expect(opener).toHaveFocus();
  });

  it('resolves with dismiss on Escape', async () => {
    const { outcomes, opener } = renderOpener(() =>
      openDialog({ title: messages.title, actions: [{ kind: 'accept', label: messages.ok }] }),
    );
    opener.focus();
    click(opener);
    await advance(DIALOG_SHOW_DELAY_MS);
    press('Escape');
    await advance(DIALOG_CLEAR_DELAY_MS);
    expect(outcomes).toEqual(['dismiss']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pushes the route of a navigate action', async () => {
    const { outcomes, opener, location } = renderOpener(() =>
      openDialog({
        title: messages.title,
        actions: [{ kind: 'navigate', label: messages.ok, to: '/configuration' }],
      }),
    );
    opener.focus();
    click(opener);
    await advance(DIALOG_SHOW_DELAY_MS);
    click(screen.getByRole('button', { name: 'Yes' }));
    await advance(DIALOG_CLEAR_DELAY_MS);
    expect(location.history).toEqual(['/', '/configuration']);
    expect(outcomes).toEqual(['navigate']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('formats its texts in the current language, also when it changes while open', async () => {
    const { opener, switchLanguage } = renderOpener(() =>
      openDialog({
        title: messages.title,
        text: withValues(countMessage, { count: 3 }),
        image: { src: '/logo.svg', alt: messages.text },
        component: dialogComponent(({ value }: { value: string }) => <output>{value}</output>, {
          value: '42',
        }),
        actions: [{ kind: 'close' }],
      }),
    );
    opener.focus();
    click(opener);
    await advance(DIALOG_SHOW_DELAY_MS);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('3 practices');
    expect(screen.getByRole('img', { name: 'Not available' })).toHaveAttribute('src', '/logo.svg');
    expect(dialog.querySelector('output')).toHaveTextContent('42');

    switchLanguage('fr');
    expect(dialog).toHaveTextContent('Page introuvable!');
    expect(dialog).toHaveTextContent('3 cliniques');
    expect(screen.getByRole('img', { name: 'Non disponible' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('shows one dialog at a time: the next one once the first is cleared', async () => {
    renderWithFeedback(null);
    let first: Promise<DialogOutcome> | undefined;
    let second: Promise<DialogOutcome> | undefined;
    act(() => {
      first = openDialog({ title: messages.title, actions: [{ kind: 'close' }] });
      second = openDialog({ title: messages.text, actions: [{ kind: 'close' }] });
    });
    await advance(DIALOG_SHOW_DELAY_MS);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Page not found!');

    click(screen.getByRole('button', { name: 'Close' }));
    await expect(first).resolves.toBe('close');
    await advance(DIALOG_CLEAR_DELAY_MS + DIALOG_SHOW_DELAY_MS);
    expect(screen.getByRole('dialog')).toHaveTextContent('Not available');
    click(screen.getByRole('button', { name: 'Close' }));
    await expect(second).resolves.toBe('close');
  });

  it('closes with dismiss when its opener aborts, shown or not yet', async () => {
    renderWithFeedback(null);
    const early = new AbortController();
    const late = new AbortController();
    let dropped: Promise<DialogOutcome> | undefined;
    let closed: Promise<DialogOutcome> | undefined;
    act(() => {
      dropped = openDialog({ title: messages.text, actions: [{ kind: 'close' }] }, { signal: early.signal });
    });
    act(() => early.abort());
    await expect(dropped).resolves.toBe('dismiss');
    await advance(DIALOG_SHOW_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      closed = openDialog({ title: messages.title, actions: [{ kind: 'close' }] }, { signal: late.signal });
    });
    await advance(DIALOG_SHOW_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => late.abort());
    await expect(closed).resolves.toBe('dismiss');
    await advance(DIALOG_CLEAR_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
