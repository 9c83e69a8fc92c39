import { useEffect, useState } from 'react';
import { onDemand } from '@/utils/on-demand-component';
import { SPINNER_SHOW_DELAY_MS } from './spinner-delay';

// Fluent's spinner is about 3 KB gzip, and most loads are over before it would show: /login
// loads without it (docs/decisions/035-query-client-on-demand.md).
const PageSpinner = onDemand(async () => (await import('./page-spinner')).PageSpinner);

/** Starts the spinner's download (the sign-in form does, for the signed-in screens' loads). */
export const preloadPageLoading = (): Promise<void> => PageSpinner.preload();

/** A page or screen still loading: nothing for SPINNER_SHOW_DELAY_MS, then a large spinner. */
export const PageLoading = ({ label }: { label: string }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <PageSpinner label={label} /> : null;
};
