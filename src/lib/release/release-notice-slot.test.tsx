import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { layoutForFocus, openedDialog } from '../../../tests/utils/dialogs';
import { newRelease } from './new-release';
import { ReleaseNoticeSlot } from './release-notice-slot';

layoutForFocus();
afterEach(() => newRelease.set(false));

const DirtyForm = () => {
  useLeaveGuard(true);
  return null;
};

describe('the release notice', () => {
  it('says in French, in a live region, that a new version is out, once there is one', async () => {
    renderWithFeedback(
      <div role="status" aria-label="Frame">
        <ReleaseNoticeSlot />
      </div>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('status', { name: 'Frame' })).toBeEmptyDOMElement();

    act(() => newRelease.set(true));

    const status = screen.getByRole('status', { name: 'Frame' });
    expect(await within(status).findByText('Une nouvelle version du portail est disponible')).toBeVisible();
    expect(
      within(status).getByText(
        'Elle s’ouvrira quand vous passerez à un autre écran, ou dès maintenant avec Recharger.',
      ),
    ).toBeVisible();
    expect(within(status).getByRole('button', { name: 'Recharger' })).toBeEnabled();
  });

  it('asks before reloading over unsaved changes, and staying keeps the page', async () => {
    const user = userEvent.setup();
    renderWithFeedback(
      <>
        <DirtyForm />
        <ReleaseNoticeSlot />
      </>,
    );
    act(() => newRelease.set(true));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));

    const dialog = await openedDialog('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
