import { screen, waitFor, within } from '@testing-library/react';

/** The snackbar area's landmark (src/components/feedback/snackbar-area.tsx), in either language. */
const SNACKBAR_REGION = /^(Status messages|Messages d’état)$/;

/**
 * The snackbars showing `text` now: the list items of the snackbar area. Fluent's live-region
 * copy of a message is not one, so a message counts once however it is announced.
 */
export const snackbarsShowing = (text: string): HTMLElement[] => {
  const region = screen.queryByRole('region', { name: SNACKBAR_REGION });
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem')
    .filter((item) => item.textContent?.includes(text));
};

/** Waits (testing-library's asyncUtilTimeout, tests/setup/vitest.setup.ts: a save goes through the offline API and its retries) for a snackbar showing `text`. */
export const expectSnackbar = (text: string): Promise<void> =>
  waitFor(() => {
    if (snackbarsShowing(text).length > 0) return;
    const shown = screen
      .queryAllByRole('region', { name: SNACKBAR_REGION })
      .flatMap((region) => within(region).queryAllByRole('listitem'))
      .map((item) => `“${item.textContent ?? ''}”`);
    throw new Error(`No snackbar shows “${text}”; shown: ${shown.join(', ') || 'none'}.`);
  });
