import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { DataTable } from './data-table';

interface Row {
  id: string;
  name: string;
}

const table = (busy: boolean) => (
  <DataTable<Row, string>
    label="Practices"
    columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
    rows={[{ id: '1', name: 'Clinique du Plateau' }]}
    rowKey={(row) => row.id}
    busy={busy}
    empty="No practice"
    pager={{
      page: 1,
      totalPages: 2,
      pageSize: 50,
      pageSizes: [50, 100],
      onPageChange: () => undefined,
      onPageSizeChange: () => undefined,
    }}
  />
);

describe('DataTable', () => {
  it('shows a bar above the rows it keeps while the next ones load, and none otherwise', async () => {
    const { rerender } = renderWithProviders(table(false));
    expect(screen.getByRole('cell', { name: 'Clinique du Plateau' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(table(true));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Clinique du Plateau' })).toBeInTheDocument();
    rerender(table(false));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
