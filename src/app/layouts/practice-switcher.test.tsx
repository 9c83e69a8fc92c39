import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeEntry } from '@/lib/session/practice-list';
import { renderWithProviders } from '../../../tests/utils/render';
import { PracticeCombobox } from './practice-combobox';
import { PracticeField, type PracticeFieldHandoff } from './practice-field';

const PRACTICES: readonly [PracticeEntry, ...PracticeEntry[]] = [
  { id: 'p-1', name: 'Centre dentaire Saint-Laurent', role: 'practice-admin' },
  { id: 'p-2', name: 'Clinique dentaire du Plateau', role: 'practice-admin' },
  { id: 'p-3', name: 'Centre dentaire Sainte-Foy', role: 'practice-user' },
];

/**
 * The switcher's two fields as PracticeSwitcher uses them: the plain one until `arrive()` is
 * called, as when the combobox's code arrives, at whatever moment a test chooses.
 */
const Harness = ({ onSelect }: { onSelect: (id: string) => void }) => {
  const [query, setQuery] = useState<string>();
  const [arrived, setArrived] = useState(false);
  const [listWanted, setListWanted] = useState(false);
  const handoffRef = useRef<PracticeFieldHandoff>({});
  const field = {
    label: 'Practice',
    listButtonLabel: 'Show the practices',
    value: query ?? PRACTICES[0].name,
    title: PRACTICES[0].name,
    busy: false,
    className: '',
    onQueryChange: setQuery,
    handoffRef,
  };
  return (
    <>
      <button type="button" data-testid="arrive" tabIndex={-1} onClick={() => setArrived(true)} />
      {arrived ? (
        <PracticeCombobox
          {...field}
          openAtFirst={listWanted}
          practices={PRACTICES}
          currentPracticeId={PRACTICES[0].id}
          filter={query}
          noMatchLabel="No practice matches"
          onClose={() => setQuery(undefined)}
          onSelect={onSelect}
        />
      ) : (
        <PracticeField {...field} onNeeded={() => undefined} onListWanted={() => setListWanted(true)} />
      )}
    </>
  );
};

/** The combobox's code arrives now, without moving the focus (a click on the button would). */
const arrive = () => act(() => screen.getByTestId('arrive').click());

describe('the practice switcher before and after its combobox arrives', () => {
  it('keeps what was typed, the focus and the caret, and opens the list that the typing asked for', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Show the practices' })).toBeInTheDocument();

    await userEvent.tripleClick(field);
    await userEvent.keyboard('pla');
    arrive();

    const combobox = screen.getByRole('combobox', { name: 'Practice' });
    expect(combobox).not.toBe(field);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('pla');
    // The caret stayed after the typed text: the next keys go on from there.
    await userEvent.keyboard('teau');
    expect(combobox).toHaveValue('plateau');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clinique dentaire du Plateau']);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('p-2');
  });

  it('opens the list asked for from the keyboard, with the focus on the button that asked', async () => {
    renderWithProviders(<Harness onSelect={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Show the practices' });
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    arrive();
    expect(screen.getByRole('button', { name: 'Show the practices' })).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(PRACTICES.length);
  });

  // A press lasts a tenth of a second: the code the pointer's approach asked for may arrive in
  // between, and the release then lands on the combobox, which never saw the press (a CI journey
  // waited a minute for the list).
  it('opens the list of a press whose release comes after the combobox arrived', async () => {
    renderWithProviders(<Harness onSelect={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: field });
    arrive();
    const combobox = screen.getByRole('combobox', { name: 'Practice' });
    await user.pointer({ keys: '[/MouseLeft]', target: combobox });
    expect(screen.getAllByRole('option')).toHaveLength(PRACTICES.length);
    expect(combobox).toHaveFocus();
  });

  it('leaves the list closed and the focus alone when nobody asked for them', () => {
    renderWithProviders(<Harness onSelect={vi.fn()} />);
    arrive();
    expect(screen.getByRole('combobox', { name: 'Practice' })).not.toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Practice' })).toHaveValue(PRACTICES[0].name);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
