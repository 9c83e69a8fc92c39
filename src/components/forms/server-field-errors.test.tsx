import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { openedDialog } from '../../../tests/utils/dialogs';
import { renderWithFeedbackHost, renderWithProviders } from '../../../tests/utils/render';
import { applyServerFieldErrors } from './server-field-errors';
import { TextField } from './text-field';

interface Values {
  city: string;
  billingEmail: string;
}

const validation = (fieldErrors: { field: string; message: string }[]) =>
  new ApiError({ kind: 'validation', status: 400, message: 'Validation failed', fieldErrors });

/** A form whose button plays the failed save: the server's answer goes onto the fields. */
const Harness = ({ error, onApplied }: { error: unknown; onApplied: (applied: boolean) => void }) => {
  const form = useForm<Values>({ defaultValues: { city: 'Montréal', billingEmail: 'x' } });
  return (
    <form>
      <TextField control={form.control} name="city" label="City" />
      <TextField control={form.control} name="billingEmail" label="Billing email" />
      <button
        type="button"
        onClick={() => onApplied(applyServerFieldErrors(error, form.setError, ['city', 'billingEmail']))}
      >
        Save
      </button>
    </form>
  );
};

describe('applyServerFieldErrors', () => {
  it('shows each known field error at its field, as the server wrote it, and focuses the first', async () => {
    const onApplied = vi.fn();
    const error = validation([
      { field: 'billingEmail', message: 'Enter a valid email address.' },
      { field: 'billingEmail', message: 'A second complaint' },
      { field: 'city', message: 'Unknown city' },
    ]);
    renderWithProviders(<Harness error={error} onApplied={onApplied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onApplied).toHaveBeenCalledWith(true);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('A second complaint')).not.toBeInTheDocument();
    expect(screen.getByText('Unknown city')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Billing email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Billing email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the errors of fields the form does not show in the validation error dialog', async () => {
    const onApplied = vi.fn();
    const error = validation([
      { field: 'city', message: 'Unknown city' },
      { field: 'deploymentGroup', message: 'This deployment group is closed.' },
      { field: 'timezone', message: 'This time zone is not served.' },
    ]);
    renderWithFeedbackHost(<Harness error={error} onApplied={onApplied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onApplied).toHaveBeenCalledWith(true);
    expect(screen.getByText('Unknown city')).toBeInTheDocument();
    const dialog = await openedDialog('Some information needs your attention');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['This deployment group is closed.', 'This time zone is not served.']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves anything but a validation ApiError to the caller', () => {
    const setError = vi.fn();
    const fieldErrors = [{ field: 'city', message: 'x' }];
    expect(
      applyServerFieldErrors(
        new ApiError({ kind: 'server', status: 500, message: 'x', fieldErrors }),
        setError,
        ['city'],
      ),
    ).toBe(false);
    expect(applyServerFieldErrors(new Error('boom'), setError, ['city'])).toBe(false);
    expect(applyServerFieldErrors(validation([]), setError, ['city'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
