import { act, fireEvent, screen, within } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirm,
  openCommunicationProfileErrorDialog,
  openDefaultErrorDialog,
  openValidationErrorDialog,
  openWelcomeDialog,
} from './dialog-kinds';
import { DIALOG_CLEAR_DELAY_MS, DIALOG_SHOW_DELAY_MS, dismissAllDialogs } from './dialog-store';
import { renderWithFeedback } from './feedback-harness';

const question = defineMessage({
  id: 'app.notSupported.title',
  defaultMessage: 'Not available',
  description: 'test',
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

/** Opens a dialog kind and waits until it shows; `ended` settles when it closes. */
const show = async <T,>(open: () => Promise<T>): Promise<{ ended: Promise<T> }> => {
  let ended: Promise<T> | undefined;
  act(() => {
    ended = open();
  });
  await advance(DIALOG_SHOW_DELAY_MS);
  if (!ended) throw new Error('the dialog did not open');
  return { ended };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => dismissAllDialogs());
  vi.useRealTimers();
});

describe('confirm', () => {
  it('resolves true only when accepted', async () => {
    renderWithFeedback(null);
    const { ended: accepted } = await show(() => confirm({ title: question }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Not available');
    click('Confirm');
    await expect(accepted).resolves.toBe(true);
    await advance(DIALOG_CLEAR_DELAY_MS);

    const { ended: closed } = await show(() => confirm({ title: question }));
    click('Close');
    await expect(closed).resolves.toBe(false);
    await advance(DIALOG_CLEAR_DELAY_MS);

    const { ended: escaped } = await show(() => confirm({ title: question }));
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    await expect(escaped).resolves.toBe(false);
  });
});

describe('dialog kinds of SPEC §2', () => {
  it('default error: something went wrong, try again later, close', async () => {
    renderWithFeedback(null);
    const { ended: outcome } = await show(() => openDefaultErrorDialog());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Something went wrong.');
    expect(dialog).toHaveTextContent('Something went wrong, please try again later.');
    click('Close');
    await expect(outcome).resolves.toBe('close');
  });

  it('validation error: a title and the list of items, in French too', async () => {
    renderWithFeedback(null, { locale: 'fr' });
    await show(() => openValidationErrorDialog({ items: [question, 'Le courriel est invalide.'] }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Certains renseignements demandent votre attention',
    );
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Non disponible', 'Le courriel est invalide.']);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fermer']);
  });

  it('communication profile error: its text and a close button', async () => {
    renderWithFeedback(null);
    await show(() => openCommunicationProfileErrorDialog());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('The communication profile is unavailable');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  it('welcome: its button goes to the configuration', async () => {
    const { location } = renderWithFeedback(null, { path: '/communications/admin' });
    const { ended: outcome } = await show(() => openWelcomeDialog());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Welcome to automated communications');
    expect(dialog).toHaveTextContent('complete the information of your practice');
    click('Go to the configuration');
    await expect(outcome).resolves.toBe('navigate');
    expect(location.history?.at(-1)).toBe('/configuration');
  });
});
