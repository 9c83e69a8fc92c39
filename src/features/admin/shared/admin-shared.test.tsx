import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import { listenToSnackbars, type Snackbar } from '@/components/feedback/snackbar-store';
import { renderWithProviders } from '../../../../tests/utils/render';
import { outcomeSnackbars } from './admin-feedback';
import { AdminMasterDetail, useDetailHref } from './admin-master-detail';
import { SEARCH_DEBOUNCE_MS } from '@/components/pickers/use-debounced-value';
import { AdminSearchBox } from './admin-search-box';

const done = defineMessage({ id: 'success.saved', defaultMessage: 'Changes saved.', description: 'test' });
const failed = defineMessage({
  id: 'errors.user.update',
  defaultMessage: 'Error updating',
  description: 'test',
});

const List = () => {
  const href = useDetailHref('/admin/things');
  return <a href={href('a/b')}>Open</a>;
};

const renderAt = (path: string, ui: React.ReactNode) => {
  const location = memoryLocation({ path, record: true });
  renderWithProviders(<Router hook={location.hook}>{ui}</Router>);
  return location;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminMasterDetail', () => {
  it('shows the list alone until an item is named, then the detail with a way back keeping the query', () => {
    renderAt(
      '/admin/things/42?search=plateau&page=3',
      <AdminMasterDetail
        list={<List />}
        detail={<h2>Thing 42</h2>}
        detailKey="42"
        listPath="/admin/things"
        detailLabel="Thing details"
      />,
    );
    const region = screen.getByRole('region', { name: 'Thing details' });
    expect(region).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/admin/things?search=plateau&page=3',
    );
    // Links to a detail keep the list's query and encode the id.
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/admin/things/a%2Fb?search=plateau&page=3',
    );
  });

  it('has no detail region without an item', () => {
    renderAt(
      '/admin/things',
      <AdminMasterDetail list={<List />} listPath="/admin/things" detailLabel="Thing details" />,
    );
    expect(screen.queryByRole('region', { name: 'Thing details' })).not.toBeInTheDocument();
  });
});

const SearchHarness = () => {
  const search = useSearch();
  const [searches, setSearches] = useState<string[]>([]);
  const value = new URLSearchParams(search).get('search') ?? '';
  return (
    <>
      <AdminSearchBox
        value={value}
        onSearch={(next) => setSearches((all) => [...all, next])}
        placeholder="Name or city"
      />
      <output>{searches.join('|')}</output>
    </>
  );
};

describe('AdminSearchBox', () => {
  it('searches once typing pauses, with the trimmed text, and at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/admin/things', <SearchHarness />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'plat' } });
    fireEvent.change(box, { target: { value: 'plateau ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.getByRole('status')).toHaveTextContent('plateau');
    fireEvent.change(box, { target: { value: 'rosemont' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('plateau|rosemont');
  });

  it('follows the address when it changes', async () => {
    const location = renderAt('/admin/things?search=laval', <SearchHarness />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('laval');
    act(() => location.navigate('/admin/things'));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('x');
  });
});

describe('outcomeSnackbars', () => {
  const shown = () => {
    const seen: Snackbar[] = [];
    const stop = listenToSnackbars((snackbar) => seen.push(snackbar));
    return { seen, stop };
  };

  it('says the SPEC §8 success, and the action’s own failure for the failures it owns', () => {
    const { seen, stop } = shown();
    const outcome = outcomeSnackbars({ success: done, failure: failed });
    outcome.onSuccess();
    outcome.onError(new ApiError({ kind: 'server', status: 500, message: 'boom' }));
    outcome.onError(new Error('network down'));
    stop();
    expect(seen.map(({ intent, message }) => [intent, message.id])).toEqual([
      ['success', 'success.saved'],
      ['error', 'errors.user.update'],
      ['error', 'errors.user.update'],
    ]);
  });

  it('leaves a refusal (403) to the general message', () => {
    const { seen, stop } = shown();
    outcomeSnackbars({ success: done, failure: failed }).onError(
      new ApiError({ kind: 'forbidden', status: 403, message: 'no' }),
    );
    stop();
    expect(seen).toEqual([]);
  });
});
