import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissAllDialogs, openDialog } from '@/components/feedback/dialog-store';
import { notify } from '@/components/feedback/snackbar-store';
import { apiErrorMessages } from '@/lib/errors/api-error-messages';
import { leaveGuardMessages } from '@/lib/navigation/leave-guard-messages';
import { renderWithProviders } from '../../tests/utils/render';
import { expectSnackbar } from '../../tests/utils/snackbars';
import { FeedbackParts } from './feedback-layer';

const SNACKBAR_REGION = { name: 'Status messages' } as const;

describe('FeedbackLayer', () => {
  it('loads nothing while nobody is signed in and nothing is said', async () => {
    const { container } = renderWithProviders(<FeedbackParts signedIn={false} />);
    // Long enough for a lazy part to have arrived, had one been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Fluent's provider, and nothing inside it.
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', SNACKBAR_REGION)).not.toBeInTheDocument();
  });

  it('mounts the global spinner’s live region once someone is signed in', async () => {
    const { rerender } = renderWithProviders(<FeedbackParts signedIn={false} />);
    rerender(<FeedbackParts signedIn />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    // Signing out keeps it: a save's spinner is not cut short.
    rerender(<FeedbackParts signedIn={false} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows a message sent before its area had loaded, then keeps the area', async () => {
    renderWithProviders(<FeedbackParts signedIn={false} />);
    act(() => void notify({ intent: 'error', message: apiErrorMessages.server }));
    await expectSnackbar('An error has occurred on our servers.');
    expect(screen.getByRole('region', SNACKBAR_REGION)).toBeInTheDocument();
  });

  it('opens the first dialog asked for once its host has loaded', async () => {
    renderWithProviders(<FeedbackParts signedIn={false} />);
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = openDialog({
        title: leaveGuardMessages.title,
        actions: [{ kind: 'close' }],
      });
    });
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }, { timeout: 3_000 }),
    ).toBeVisible();
    act(() => dismissAllDialogs());
    await expect(outcome).resolves.toBe('dismiss');
  });
});
