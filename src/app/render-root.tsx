import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a page's application into its #root (both entries: the portal and the confirmation page). */
export const renderRoot = (app: ReactNode): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (Total Blocking Time on slow phones).
  startTransition(() => reactRoot.render(<StrictMode>{app}</StrictMode>));
};
