import { useSyncExternalStore } from 'react';

// jsdom (the unit tests) has no matchMedia: there, every query is false, i.e. a wide screen.
const mediaList = (query: string): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** Follows a CSS media query, so the layout can change its behaviour, not only its looks. */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
  );

/** Below this width the drawer becomes an overlay opened from the header. */
export const NARROW_SCREEN = '(max-width: 767px)';
