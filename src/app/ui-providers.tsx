// Fluent's light theme as CSS custom properties on :root (scripts/theme/fluent-theme-plugin.ts).
import 'virtual:fluent-theme.css';
import { FluentProvider, makeStaticStyles, type PartialTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppIntlProvider } from '@/i18n/intl-provider';
import type { Locale } from '@/i18n/locale';

const useGlobalStyles = makeStaticStyles({
  // The layout fills the window: the browser's default body margin would add a scroll bar.
  body: { margin: 0 },
  // A <select> is at least as wide as its longest option (a flex or grid item's min-width: auto):
  // in a filter cell narrower than that, it was drawn over the next field and the button after
  // it. It shrinks to its cell instead, its text clipped as the browser does.
  '.fui-Select, .fui-Select__select': { minWidth: 0 },
});

// The theme comes from the style sheet above: the provider writes no custom properties of its own.
const THEME_FROM_STYLE_SHEET: PartialTheme = {};

interface UiProvidersProps {
  children: ReactNode;
  /** The first language, instead of SPEC §1's detection (tests, previews). */
  locale?: Locale;
}

/** Fluent (light theme only, SPEC §9) > intl: all the public confirmation page needs. */
export const UiProviders = ({ children, locale }: UiProvidersProps) => {
  useGlobalStyles();
  return (
    <FluentProvider theme={THEME_FROM_STYLE_SHEET}>
      <AppIntlProvider {...(locale ? { locale } : {})}>{children}</AppIntlProvider>
    </FluentProvider>
  );
};
