import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Group } from '@/api/generated/users/model';
import { PRACTICES } from '../../../mocks/db/practice-directory';
import { server } from '../../../mocks/node';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { GroupPicker } from './group-picker';
import { PracticePicker, type PracticeChoice } from './practice-picker';

const PracticeHarness = ({ onChange }: { onChange: (practice: PracticeChoice | undefined) => void }) => {
  const [value, setValue] = useState<PracticeChoice>();
  return (
    <PracticePicker
      label="Practice"
      value={value}
      onChange={(practice) => {
        setValue(practice);
        onChange(practice);
      }}
    />
  );
};

const GroupHarness = () => {
  const [value, setValue] = useState<Group>();
  return <GroupPicker label="Group" value={value} onChange={setValue} />;
};

const listbox = () => screen.findByRole('listbox');
const options = async () => within(await listbox()).getAllByRole('option');

beforeEach(() => signInAs('sysadmin'));

describe('PracticePicker', () => {
  it('asks nothing before it opens, then pages through the server’s list', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/practices')) asked.push(request.url);
    };
    server.events.on('request:start', listen);
    renderWithProviders(<PracticeHarness onChange={() => undefined} />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);

    // Slower than the offline API, so that the loading state shows; then its answer.
    server.use(http.get('*/api/practices', () => delay(300)));
    await user.click(field);
    expect(
      await within(await listbox()).findByRole('option', { name: 'Searching the practices…' }),
    ).toBeInTheDocument();
    const more = await within(await listbox()).findByRole('option', {
      name: 'Show more practices (20 of 32)',
    });
    expect(await options()).toHaveLength(21);
    expect((await options())[0]).toHaveTextContent('Bay Street Dental');

    await user.click(more);
    // The list stays open and grows by the next page; no more "more" once all are there.
    await waitFor(async () => expect(await options()).toHaveLength(32));
    expect(screen.queryByRole('option', { name: /Show more practices/ })).not.toBeInTheDocument();
    // One page at a time, never every practice at once.
    expect(asked.map((url) => new URL(url).searchParams.get('pageSize'))).toEqual(['20', '20']);
    server.events.removeListener('request:start', listen);
  });

  it('searches the server as you type, without regard to accents, and gives the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<PracticeHarness onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    await user.type(field, 'levis');
    const levis = PRACTICES.find((practice) => practice.name === 'Clinique dentaire Lévis');
    await waitFor(async () => expect(await options()).toHaveLength(1));
    await user.click(within(await listbox()).getByRole('option', { name: /Clinique dentaire Lévis/ }));
    expect(onChange).toHaveBeenLastCalledWith({ id: levis?.id, name: 'Clinique dentaire Lévis' });
    expect(field).toHaveValue('Clinique dentaire Lévis');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('narrows the list as one types, before the server answers: the option clicked is the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<PracticeHarness onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    await user.click(field);
    await waitFor(async () => expect(await options()).toHaveLength(21));
    // The search's answer comes late, as on a slow link: the first page stays, narrowed.
    server.use(
      http.get('*/api/practices', async ({ request }) => {
        if (new URL(request.url).searchParams.has('search')) await delay(2000);
      }),
    );
    await user.type(field, 'moncton');
    const shown = await options();
    expect(shown.map((option) => option.textContent)).toEqual(['Clinique dentaire de MonctonMoncton']);
    await user.click(shown[0] as HTMLElement);
    const moncton = PRACTICES.find((practice) => practice.name === 'Clinique dentaire de Moncton');
    expect(onChange).toHaveBeenLastCalledWith({ id: moncton?.id, name: 'Clinique dentaire de Moncton' });
  });

  it('names its arrow button in the language of the screen, not Fluent’s English', async () => {
    renderWithProviders(<PracticeHarness onChange={vi.fn()} />, { locale: 'fr' });
    expect(
      await screen.findByRole('button', { name: 'Afficher la liste\u00a0: Practice' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });

  it('searches pasted text too, which comes without a key press', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PracticeHarness onChange={() => undefined} />);
    screen.getByRole('combobox', { name: 'Practice' }).focus();
    await user.paste('sherbrooke');
    await waitFor(async () => expect(await options()).toHaveLength(1));
    expect((await options())[0]).toHaveTextContent('Clinique d’orthodontie de Sherbrooke');
  });

  it('works from the keyboard and says when nothing matches', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<PracticeHarness onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    field.focus();
    await user.keyboard('zzz');
    expect(
      await within(await listbox()).findByRole('option', { name: 'No practice matches this search' }),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.keyboard('quebec');
    // "Québec" is the city of two practices.
    await waitFor(async () => expect(await options()).toHaveLength(2));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Centre dentaire Sainte-Foy' }),
    );
  });

  it('loads the next page from the keyboard, keeping the list open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PracticeHarness onChange={() => undefined} />);
    screen.getByRole('combobox', { name: 'Practice' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await within(await listbox()).findByRole('option', { name: /Show more practices/ });
    await user.keyboard('{End}{Enter}');
    await waitFor(async () => expect(await options()).toHaveLength(32));
  });
});

describe('GroupPicker', () => {
  it('filters the groups as you type, without regard to accents, and shows the chosen group’s practices', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroupHarness />);
    const field = screen.getByRole('combobox', { name: 'Group' });
    await user.click(field);
    await waitFor(async () => expect(await options()).toHaveLength(6));
    await user.type(field, 'reseau');
    expect(await options()).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue("Réseau dentaire francophone de l'Ontario");
    expect(field).toHaveAccessibleDescription(
      'Its 2 practices: Clinique dentaire d’Orléans, Clinique dentaire de Hearst',
    );
  });

  it('says when the groups cannot be loaded', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getGroups', status: 503 });
    renderWithProviders(<GroupHarness />);
    const field = screen.getByRole('combobox', { name: 'Group' });
    await user.click(field);
    expect(
      await within(await listbox()).findByRole('option', {
        name: 'The groups could not be loaded. Close the list and try again.',
      }),
    ).toBeInTheDocument();
  });

  it('says when no group matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroupHarness />);
    await user.type(screen.getByRole('combobox', { name: 'Group' }), 'zzz');
    expect(
      await within(await listbox()).findByRole('option', { name: 'No group matches this search' }),
    ).toBeInTheDocument();
  });
});
