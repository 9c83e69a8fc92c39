import { Button } from '@fluentui/react-components';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';

/** The module as a page starts with it: Fluent's Tooltip not yet downloaded. */
const freshLabelTooltip = async () => {
  vi.resetModules();
  return (await import('./label-tooltip')).LabelTooltip;
};

describe('LabelTooltip', () => {
  it('names its button before any interaction, then shows the name in a tooltip, the focus kept', async () => {
    const LabelTooltip = await freshLabelTooltip();
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <>
        <Button>Before</Button>
        <LabelTooltip content="Next page">
          <Button appearance="subtle" onClick={onClick} />
        </LabelTooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Next page');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('waits for a press to end before it replaces the button, so that the click lands', async () => {
    const LabelTooltip = await freshLabelTooltip();
    const onClick = vi.fn();
    renderWithProviders(
      <LabelTooltip content="Last page">
        <Button appearance="subtle" onClick={onClick} />
      </LabelTooltip>,
    );
    const pressed = screen.getByRole('button', { name: 'Last page' });
    fireEvent.pointerDown(pressed);
    // The Tooltip's code has arrived while the button is held down.
    await import('./loaded-label-tooltip');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(pressed.isConnected).toBe(true);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Then the button comes back with the Tooltip, under the same name.
    await waitFor(() => expect(pressed.isConnected).toBe(false));
    expect(screen.getByRole('button', { name: 'Last page' })).toBeInTheDocument();
  });
});
