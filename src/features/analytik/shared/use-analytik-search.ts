import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/**
 * The screen's choices (year, view mode, years compared, practice) live in the address: a
 * reload or a shared link shows the same thing. Changes replace the history entry, so Back
 * leaves the screen instead of stepping through every choice.
 */
export const useAnalytikSearch = () => {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, update };
};

/** The year in the address if it is one of `years`, otherwise `fallback`. */
export const yearFrom = (params: URLSearchParams, years: readonly number[], fallback: number): number => {
  const year = Number(params.get('year'));
  return years.includes(year) ? year : fallback;
};
