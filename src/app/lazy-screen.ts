import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { CatalogueArea } from '@/i18n/catalogue-areas';
import { loadArea } from '@/i18n/messages';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import { onDemand, type OnDemandComponent } from '@/utils/on-demand-component';

/** What a screen's reads need to start before the screen renders. */
export interface ScreenPrefetch {
  queryClient: QueryClient;
  practice: { id: string; timezone: string };
  search: string;
}

export interface LazyScreen {
  Component: OnDemandComponent<object>;
  /** Starts loading the screen's chunk and texts (idempotent): see Frame. */
  preload: () => void;
  /** Starts the screen's reads (fresh answers are not asked again): see Frame. */
  prefetch?: (context: ScreenPrefetch) => void;
}

/** A screen in a chunk of its own, so that each route loads only what it shows. */
export const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  areas: CatalogueArea | readonly CatalogueArea[] = [],
  // In a small chunk of its own, so the reads start before the screen's code has arrived.
  loadPrefetch?: () => Promise<(context: ScreenPrefetch) => void>,
): LazyScreen => {
  let prefetchedFor: string | undefined;
  let prefetchNow: ((context: ScreenPrefetch) => void) | undefined;
  const loadPrefetchOnce = loadPrefetch && (async () => (prefetchNow ??= await loadPrefetch()));
  // A few kilobytes: the first screen after a sign-in may be this one.
  if (loadPrefetchOnce) loadOnSignIn(loadPrefetchOnce);
  const Component = onDemand(async () => {
    // The feature's messages come with its code: the screen never renders without its texts.
    const [module] = await Promise.all([load(), ...[areas].flat().map(loadArea)]);
    return module[name];
  });
  return {
    Component,
    preload: () => void Component.preload(),
    ...(loadPrefetchOnce && {
      prefetch: (context: ScreenPrefetch) => {
        // Once per practice and address, however often the frame renders.
        const key = `${context.practice.id} ${context.search}`;
        if (key === prefetchedFor) return;
        prefetchedFor = key;
        // Loaded already (with the sign-in's code), it runs now, during the frame's render: a
        // promise's callback would wait for the end of the layout's first render.
        if (prefetchNow) return prefetchNow(context);
        loadPrefetchOnce()
          .then((prefetch) => prefetch(context))
          // The screen reads for itself once rendered, and says its own failures.
          .catch(() => undefined);
      },
    }),
  };
};
