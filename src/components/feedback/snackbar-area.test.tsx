import { act, fireEvent, screen } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from './feedback-harness';
import { snackbarsShowing } from '../../../tests/utils/snackbars';
import { notify, notifyServerError, SNACKBAR_DURATIONS } from './snackbar-store';

const saved = defineMessage({
  id: 'app.notSupported.title',
  defaultMessage: 'Not available',
  description: 'test',
});
const countMessage = defineMessage<{ count: number }>({
  id: 'admin.practices.list.count',
  defaultMessage: '{count, plural, =0 {No practices} one {# practice} other {# practices}}',
  description: 'test',
});
const serverError =
  'An error has occurred on our servers. We will correct the situation as soon as possible. Please try again a little later.';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const snackbar = (text: string) => snackbarsShowing(text)[0] ?? null;
const dismissButton = () => screen.getByRole('button', { name: 'Dismiss the message' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notify and the snackbar area', () => {
  it('shows success and info for 4000 ms', async () => {
    renderWithFeedback(null);
    act(() => void notify({ intent: 'success', message: saved }));
    await advance(0);
    expect(snackbar('Not available')).toBeInTheDocument();

    await advance(SNACKBAR_DURATIONS.success - 1);
    expect(snackbar('Not available')).toBeInTheDocument();
    await advance(1);
    expect(snackbar('Not available')).not.toBeInTheDocument();
    expect(SNACKBAR_DURATIONS.info).toBe(4000);
  });

  it('shows the server error of SPEC §8 in the error intent for 8000 ms', async () => {
    renderWithFeedback(null);
    act(() => void notifyServerError());
    await advance(0);
    expect(snackbar(serverError)).toBeInTheDocument();
    // The error intent (error icon and colour) is also the one Fluent announces assertively.
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(serverError);

    await advance(SNACKBAR_DURATIONS.error - 1);
    expect(snackbar(serverError)).toBeInTheDocument();
    await advance(1);
    expect(snackbar(serverError)).not.toBeInTheDocument();
    expect(SNACKBAR_DURATIONS.warning).toBe(8000);
  });

  it('is announced to screen readers', async () => {
    renderWithFeedback(null);
    act(() => void notify({ intent: 'info', message: saved }));
    await advance(0);
    const polite = [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent);
    expect(polite).toContain('Not available');
  });

  it('can be dismissed from the keyboard, through its button', async () => {
    renderWithFeedback(null);
    act(() => void notify({ intent: 'warning', message: saved }));
    await advance(0);
    const button = dismissButton();
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    await advance(0);
    expect(snackbar('Not available')).not.toBeInTheDocument();

    // Escape, from within the area, dismisses what it shows.
    act(() => void notify({ intent: 'error', message: saved }));
    await advance(0);
    act(() => {
      dismissButton().focus();
    });
    act(() => {
      fireEvent.keyDown(dismissButton(), { key: 'Escape' });
    });
    await advance(0);
    expect(snackbar('Not available')).not.toBeInTheDocument();
  });

  it('waits while the pointer or the focus is on it', async () => {
    renderWithFeedback(null);
    act(() => void notify({ intent: 'success', message: saved }));
    await advance(1000);
    const toast = snackbar('Not available')?.querySelector('.fui-Toast');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');

    act(() => {
      fireEvent.mouseEnter(toast);
    });
    await advance(10_000);
    expect(snackbar('Not available')).toBeInTheDocument();
    act(() => {
      fireEvent.mouseLeave(toast);
    });
    act(() => {
      dismissButton().focus();
    });
    await advance(10_000);
    expect(snackbar('Not available')).toBeInTheDocument();

    act(() => {
      dismissButton().blur();
    });
    await advance(2999);
    expect(snackbar('Not available')).toBeInTheDocument();
    await advance(1);
    expect(snackbar('Not available')).not.toBeInTheDocument();
  });

  it('keeps a message sent before the area mounts, and follows the language', async () => {
    act(() => void notify({ intent: 'info', message: countMessage, values: { count: 2 } }));
    const { switchLanguage } = renderWithFeedback(null);
    await advance(0);
    expect(snackbar('2 practices')).toBeInTheDocument();
    switchLanguage('fr');
    expect(snackbar('2\u00a0cliniques')).toBeInTheDocument();
  });
});
