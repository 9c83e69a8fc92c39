import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/api/query-client';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import type { Locale } from '@/i18n/locale';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
}

/** Renders a screen inside the app's providers, with a fresh query cache per test. */
export const renderWithProviders = (ui: ReactElement, { locale = 'en', ...options }: Options = {}) =>
  render(ui, {
    wrapper: ({ children }) => (
      <AppProviders queryClient={createQueryClient()} locale={locale}>
        {children}
      </AppProviders>
    ),
    ...options,
  });

/**
 * As renderWithProviders, with the feedback host (snackbars, dialogs) beside `ui`, as the app's
 * layout mounts it.
 */
export const renderWithFeedbackHost = (ui: ReactElement, options: Options = {}) =>
  renderWithProviders(
    <>
      {ui}
      <FeedbackHost />
    </>,
    options,
  );
