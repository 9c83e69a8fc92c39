import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { z } from 'zod';
import { nextSort, parseSort } from './table-sort';
import { useTableQuery } from './use-table-query';
import { parseUrlState, serializeUrlState } from './use-url-state';

const shape = {
  page: z.coerce.number().int().min(1).default(1),
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  name: z.string().trim().min(1).optional(),
};

describe('parseUrlState / serializeUrlState', () => {
  it('reads each parameter on its own, a refused one falling back to its default', () => {
    expect(parseUrlState(shape, 'page=3&channel=SMS&name=Trem')).toEqual({
      page: 3,
      channel: 'SMS',
      name: 'Trem',
    });
    expect(parseUrlState(shape, 'page=-2&channel=FAX')).toEqual({
      page: 1,
      channel: undefined,
      name: undefined,
    });
  });

  it('leaves defaults and empty values out of the URL and keeps parameters it does not own', () => {
    expect(serializeUrlState(shape, { page: 1, channel: 'EMAIL', name: '' }, 'lang=fr&page=4')).toBe(
      'lang=fr&channel=EMAIL',
    );
  });
});

describe('sort values', () => {
  const sorts = ['sentAt:desc', 'sentAt:asc', 'lastName:asc', 'lastName:desc', 'city:asc'] as const;
  it('flips the current column, starts another on its first order, and keeps a one-way column', () => {
    expect(parseSort('lastName:desc')).toEqual({ column: 'lastName', direction: 'descending' });
    expect(nextSort(sorts, 'sentAt:desc', 'sentAt')).toBe('sentAt:asc');
    expect(nextSort(sorts, 'sentAt:desc', 'lastName')).toBe('lastName:asc');
    expect(nextSort(sorts, 'city:asc', 'city')).toBe('city:asc');
  });
});

const filters = { channel: z.enum(['SMS', 'EMAIL']).optional() };
const options = { sorts: ['name:asc', 'name:desc'] as const, pageSizes: [25, 50], filters };

const renderTableQuery = (path: string) => {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  return { location, ...renderHook(() => useTableQuery(options), { wrapper }) };
};

describe('useTableQuery', () => {
  it('reads page, size, sort and filters from the URL, with defaults for what is missing or wrong', () => {
    const { result } = renderTableQuery('/list?page=3&pageSize=999&sort=name:desc&channel=SMS');
    expect(result.current).toMatchObject({
      page: 3,
      pageSize: 25,
      sort: 'name:desc',
      filters: { channel: 'SMS' },
    });
  });

  it('pushes each change as a history entry, back to page 1 for a new sort, size or filter', () => {
    const { result, location } = renderTableQuery('/list?page=3');
    act(() => result.current.setSort('name:desc'));
    expect(location.history.at(-1)).toBe('/list?sort=name%3Adesc');
    act(() => result.current.setPage(4));
    act(() => result.current.applyFilters({ channel: 'EMAIL' }));
    expect(location.history.at(-1)).toBe('/list?channel=EMAIL&sort=name%3Adesc');
    act(() => result.current.setPage(2, { replace: true }));
    expect(location.history).toEqual([
      '/list?page=3',
      '/list?sort=name%3Adesc',
      '/list?page=4&sort=name%3Adesc',
      '/list?channel=EMAIL&page=2&sort=name%3Adesc',
    ]);
    act(() => result.current.clearFilters());
    expect(result.current).toMatchObject({ page: 1, sort: 'name:desc', filters: { channel: undefined } });
  });

  it('keeps the same filters object while only the page, its size or the sort changes', () => {
    const { result } = renderTableQuery('/list?channel=SMS');
    const before = result.current.filters;
    act(() => result.current.setPage(2));
    act(() => result.current.setSort('name:desc'));
    expect(result.current).toMatchObject({ page: 1, sort: 'name:desc' });
    expect(result.current.filters).toBe(before);
    act(() => result.current.applyFilters({ channel: 'EMAIL' }));
    expect(result.current.filters).toEqual({ channel: 'EMAIL' });
  });
});
