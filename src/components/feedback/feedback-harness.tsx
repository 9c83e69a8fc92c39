import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/api/query-client';
import { AppIntlProvider, useLocaleSetting } from '@/i18n/intl-provider';
import type { Locale } from '@/i18n/locale';
import { FeedbackHost } from './feedback-host';

/** Hands the language switch to the test, as the header's switch would use it. */
const LocaleSwitch = ({ onReady }: { onReady: (setLocale: (locale: Locale) => void) => void }) => {
  const { setLocale } = useLocaleSetting();
  useEffect(() => {
    onReady(setLocale);
  }, [onReady, setLocale]);
  return null;
};

interface Options {
  locale?: Locale;
  path?: string;
  queryClient?: QueryClient;
}

/**
 * Test-only: `ui` with the feedback host mounted as the app mounts it (inside Fluent, intl,
 * react-query and a wouter router on a memory location), and a way to switch the language.
 */
export const renderWithFeedback = (
  ui: ReactNode,
  { locale = 'en', path = '/', queryClient = createQueryClient() }: Options = {},
) => {
  const location = memoryLocation({ path, record: true });
  let setLocale: (locale: Locale) => void = () => undefined;
  const onReady = (next: typeof setLocale) => {
    setLocale = next;
  };
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <AppIntlProvider locale={locale}>
        <QueryClientProvider client={queryClient}>
          <Router hook={location.hook}>
            {ui}
            <LocaleSwitch onReady={onReady} />
            <FeedbackHost />
          </Router>
        </QueryClientProvider>
      </AppIntlProvider>
    </FluentProvider>,
  );
  const switchLanguage = (next: Locale) => act(() => setLocale(next));
  return { ...view, location, queryClient, switchLanguage };
};
