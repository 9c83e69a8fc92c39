import { webLightTheme, type Theme } from '@fluentui/tokens';
import type { Plugin } from 'vite';

/** What src/ imports for its side effect: `import 'virtual:fluent-theme.css'`. */
export const FLUENT_THEME_MODULE = 'virtual:fluent-theme.css';
// Vite treats an id ending in .css as a style sheet: extracted to a file in a build.
const RESOLVED_ID = `\0${FLUENT_THEME_MODULE}`;

/**
 * The theme's tokens as CSS custom properties on :root. Values are the theme's own (font stacks
 * with quotes, shadows with commas); a value that could close the rule is refused, not escaped.
 */
export const themeStyleSheet = (theme: Theme): string => {
  const declarations = Object.entries(theme).map(([name, value]) => {
    const text = String(value);
    if (!/^[A-Za-z0-9]+$/.test(name) || /[{};<>\\]/.test(text))
      throw new Error(`The theme token ${name} cannot be written as a custom property: ${text}`);
    return `  --${name}: ${text};`;
  });
  return `:root {\n${declarations.join('\n')}\n}\n`;
};

/**
 * Fluent's light theme (SPEC §9: the only one) as a style sheet the pages link, instead of the
 * 6 KB gzip of JavaScript that FluentProvider would turn into a style tag on every start
 * (docs/decisions/014-confirmation-entry.md). Every Fluent style reads the custom properties,
 * wherever it renders (portals included), so the providers pass an empty theme.
 */
export const fluentThemePlugin = (): Plugin => ({
  name: 'dental-portal:fluent-theme',
  resolveId: (id) => (id === FLUENT_THEME_MODULE ? RESOLVED_ID : undefined),
  load: (id) => (id === RESOLVED_ID ? themeStyleSheet(webLightTheme) : undefined),
});
