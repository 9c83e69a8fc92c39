import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';

/** The object schema of a URL state: one field per query parameter, each read from a string. */
export type UrlStateShape = Record<string, z.ZodType>;

export type UrlState<Shape extends UrlStateShape> = { [Key in keyof Shape]: z.output<Shape[Key]> };

export interface UrlStateWriteOptions {
  /**
   * Replace the history entry instead of adding one: for changes that are not a step the user
   * would go back to (typing, or correcting a value the URL could not hold).
   */
  replace?: boolean;
}

const defaultOf = (schema: z.ZodType): unknown => {
  const result = schema.safeParse(undefined);
  return result.success ? result.data : undefined;
};

/** Each field's value when its parameter is absent. */
export const urlStateDefaults = <Shape extends UrlStateShape>(shape: Shape): UrlState<Shape> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, defaultOf(schema)]),
  ) as UrlState<Shape>;

/**
 * Reads each parameter on its own: a value a field refuses (a hand-edited link, an old bookmark)
 * falls back to that field's default instead of throwing the whole view away.
 */
export const parseUrlState = <Shape extends UrlStateShape>(shape: Shape, search: string): UrlState<Shape> => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const raw = params.get(key);
      if (raw === null || raw === '') return [key, defaultOf(schema)];
      const result = schema.safeParse(raw);
      return [key, result.success ? result.data : defaultOf(schema)];
    }),
  ) as UrlState<Shape>;
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Writes `state` over `search`: a value equal to its default or empty leaves the URL, so the
 * plain address is the default view; parameters outside the shape (e.g. `lang`) stay.
 */
export const serializeUrlState = <Shape extends UrlStateShape>(
  shape: Shape,
  state: Partial<UrlState<Shape>>,
  search = '',
): string => {
  const params = new URLSearchParams(search);
  const defaults = urlStateDefaults(shape);
  // Written in the shape's order, whatever the order of the changes: one view, one address.
  for (const key of Object.keys(shape)) params.delete(key);
  for (const key of Object.keys(shape)) {
    const value = state[key];
    if (!isEmpty(value) && value !== defaults[key]) params.set(key, String(value));
  }
  return params.toString();
};

/**
 * State kept in the URL's query, typed and validated by zod: a reload, back and forward, or a
 * shared link show the same view. `set` takes a patch; fields it leaves out keep their value.
 */
export const useUrlState = <Shape extends UrlStateShape>(shape: Shape) => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseUrlState(shape, search), [shape, search]);
  // `set` reads the query it patches when it is called, so that it stays the same function from
  // one query to the next: the parts of a screen that only write (a filter form) need not render
  // again for each page.
  const current = useRef({ search, path });
  useLayoutEffect(() => {
    current.current = { search, path };
  }, [search, path]);

  const set = useCallback(
    (patch: Partial<UrlState<Shape>>, { replace = false }: UrlStateWriteOptions = {}) => {
      const { search: from, path: at } = current.current;
      const next = serializeUrlState(shape, { ...parseUrlState(shape, from), ...patch }, from);
      if (next === new URLSearchParams(from).toString()) return;
      navigate(next ? `${at}?${next}` : at, { replace });
    },
    [navigate, shape],
  );

  return [state, set] as const;
};
