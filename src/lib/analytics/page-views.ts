/**
 * Page views by route name (SPEC §4: tracked after each navigation). Product analytics
 * subscribes here, so the router does not depend on any analytics SDK.
 */
type PageViewListener = (routeName: string) => void;

const listeners = new Set<PageViewListener>();

export const onPageView = (listener: PageViewListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const trackPageView = (routeName: string): void => {
  listeners.forEach((listener) => listener(routeName));
};
