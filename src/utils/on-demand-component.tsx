import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export type OnDemandProps<P> = P & {
  /** What shows until the code has arrived. */
  fallback?: ReactNode;
};

export interface OnDemandComponent<P> {
  (props: OnDemandProps<P>): ReactNode;
  /** Starts the download (idempotent); resolves once the component can render, never rejects. */
  preload: () => Promise<void>;
}

/**
 * A component whose code downloads when it is first rendered (or preloaded), shown by a state
 * update instead of Suspense. React 19 holds back the content of a Suspense boundary until 300 ms
 * after the last fallback it showed (its FALLBACK_THROTTLE_MS): every signed-in page load went
 * through three fallbacks (the layout, the screen, the feedback area), and the screen's reads,
 * which start once it has rendered, waited up to 300 ms after its code had arrived
 * (docs/decisions/033-code-shown-without-suspense.md).
 *
 * A failed download is thrown to the nearest error boundary, as `lazy` does; the next mount (the
 * boundary's retry) or preload downloads again. An `optional` component (a decoration: a busy bar)
 * shows its fallback instead, and its next mount downloads again; it is not even asked for while
 * the browser is offline (each refused download is an error in the console): a screen used
 * offline must not fail for want of it.
 */
export const onDemand = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  { optional = false }: { optional?: boolean } = {},
): OnDemandComponent<P> => {
  let component: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const preload = (): Promise<void> => {
    if (component) return Promise.resolve();
    failure = undefined;
    loading ??= load()
      .then(
        (loaded) => {
          component = loaded;
        },
        (error: unknown) => {
          failure = { error };
        },
      )
      .finally(() => {
        loading = undefined;
        for (const listener of listeners) listener();
      });
    return loading;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => component ?? failure;

  const OnDemand = ({ fallback = null, ...props }: OnDemandProps<P>): ReactNode => {
    // A mount after a failure is the error boundary's retry: download again.
    useState(() => {
      if (failure) void preload();
    });
    useSyncExternalStore(subscribe, snapshot, snapshot);
    if (component) {
      const Loaded = component;
      return <Loaded {...(props as P)} />;
    }
    if (failure) {
      if (optional) return fallback;
      throw failure.error;
    }
    if (!optional || navigator.onLine) void preload();
    return fallback;
  };
  OnDemand.preload = preload;
  return OnDemand;
};
