import { useSyncExternalStore } from 'react';

/** Follows a CSS media query, so the layout can change its behaviour, not only its looks. */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );

/** Below this width the drawer becomes an overlay opened from the header. */
export const NARROW_SCREEN = '(max-width: 767px)';
