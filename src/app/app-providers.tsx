import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import type { Locale } from '@/i18n/locale';
import { UiProviders } from './ui-providers';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  locale?: Locale;
}

/** Fluent > intl > react-query: the portal's providers. Tests render screens inside them too. */
export const AppProviders = ({ children, queryClient, locale }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <UiProviders {...(locale ? { locale } : {})}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </UiProviders>
  );
};
