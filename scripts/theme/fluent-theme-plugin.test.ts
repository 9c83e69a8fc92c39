// @vitest-environment node
import { webLightTheme, type Theme } from '@fluentui/tokens';
import { describe, expect, it } from 'vitest';
import { themeStyleSheet } from './fluent-theme-plugin';

describe('themeStyleSheet', () => {
  it('writes every token of the light theme as a custom property on :root', () => {
    const sheet = themeStyleSheet(webLightTheme);
    expect(sheet.startsWith(':root {\n')).toBe(true);
    expect(sheet).toContain(`  --colorBrandBackground: ${webLightTheme.colorBrandBackground};\n`);
    // Values with quotes and commas stay as they are.
    expect(sheet).toContain(`  --fontFamilyBase: ${webLightTheme.fontFamilyBase};\n`);
    expect(sheet.match(/^ {2}--/gm)).toHaveLength(Object.keys(webLightTheme).length);
  });

  it('refuses a value that could end the rule', () => {
    const hostile = { ...webLightTheme, colorNeutralBackground1: 'red; } body { display: none' } as Theme;
    expect(() => themeStyleSheet(hostile)).toThrow(/colorNeutralBackground1/);
  });
});
