// Fluent's light theme as CSS custom properties on :root (scripts/theme/fluent-theme-plugin.ts).
import 'virtual:fluent-theme.css';
import './global-styles.css';
import { FluentProvider, type PartialTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppIntlProvider } from '@/i18n/intl-provider';
import type { Locale } from '@/i18n/locale';

// The theme comes from the style sheet above: the provider writes no custom properties of its own.
const THEME_FROM_STYLE_SHEET: PartialTheme = {};

interface UiProvidersProps {
  children: ReactNode;
  /** The first language, instead of SPEC §1's detection (tests, previews). */
  locale?: Locale;
}

/** Fluent (light theme only, SPEC §9) > intl: all the public confirmation page needs. */
export const UiProviders = ({ children, locale }: UiProvidersProps) => {
  return (
    <FluentProvider theme={THEME_FROM_STYLE_SHEET}>
      <AppIntlProvider {...(locale ? { locale } : {})}>{children}</AppIntlProvider>
    </FluentProvider>
  );
};
