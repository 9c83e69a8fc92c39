import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, Router } from 'wouter';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { confirmLeave, guardNavigation, hasUnsavedChanges, useLeaveGuard } from './leave-guard';
import { openedDialog } from '../../../tests/utils/dialogs';

const Editor = () => {
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(!dirty)}>
        {dirty ? 'Save' : 'Edit'}
      </button>
      <Link href="/elsewhere">Leave</Link>
      <Link href="?page=2">Next page</Link>
    </>
  );
};

const renderEditor = () =>
  renderWithFeedback(
    <Router aroundNav={guardNavigation}>
      <Editor />
    </Router>,
    { path: '/' },
  );

describe('useLeaveGuard', () => {
  it('lets the user leave at once while nothing is unsaved', async () => {
    const user = userEvent.setup();
    const { location } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(location.history?.at(-1)).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when the user says so', async () => {
    const user = userEvent.setup();
    const { location } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(hasUnsavedChanges()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await openedDialog('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(location.history?.at(-1)).toBe('/');
    expect(hasUnsavedChanges()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const again = await openedDialog('Leave without saving?');
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await act(() => Promise.resolve());
    expect(location.history?.at(-1)).toBe('/elsewhere');
  });

  it('does not ask for a change of the query on the same page', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers at once when nothing is unsaved, and forgets a form once it is saved', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(hasUnsavedChanges()).toBe(false);
    await expect(confirmLeave()).resolves.toBe(true);
  });
});
