import { screen, within } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { resetDatabase } from '../../../../mocks/db/database';
import { pricingFiles } from '../../../../mocks/db/pricing';
import { layoutForFocus } from '../../../../tests/utils/dialogs';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { PricingScreen } from './pricing-screen';
import type { SaveFile } from '@/utils/save-file';

/**
 * For the tests of a file: each test starts from the seeded files (whatever the one before
 * uploaded or deleted), signed in as sysadmin on the pricing page, and Fluent's dialogs get the
 * layout they need to put the focus inside (tests/utils/dialogs.ts).
 */
export const setUpPricingTests = (): void => {
  beforeEach(async () => {
    await resetDatabase();
    signInAs('sysadmin');
    window.history.replaceState(null, '', '/admin/pricing');
  });
  layoutForFocus();
};

/** The screen with the snackbars, its downloads handed to a spy instead of the browser. */
export const renderScreen = ({ locale = 'en' }: { locale?: 'en' | 'fr' } = {}) => {
  const saveFile = vi.fn<SaveFile>();
  renderWithFeedbackHost(<PricingScreen readOnly={false} saveFile={saveFile} />, { locale });
  return { saveFile };
};

/** The count of files once the list has loaded (or any text that waits as long). */
export const count = (text: string | RegExp) => screen.findByText(text);
export const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The file of that name in the offline database, if any. */
export const stored = (filename: string) => pricingFiles.findFirst((q) => q.where({ filename }));
