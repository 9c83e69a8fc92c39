// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { griffelBuildPlugin, STYLE_CALL } from './griffel-build-plugin';

describe('griffelBuildPlugin', () => {
  it('compiles the modules that define styles, and no other', () => {
    expect(STYLE_CALL.test('const useStyles = makeStyles({ root: {} });')).toBe(true);
    expect(STYLE_CALL.test('const useBase = makeResetStyles({ display: "flex" });')).toBe(true);
    expect(STYLE_CALL.test("import { makeStyles } from '@fluentui/react-components';")).toBe(false);
    expect(STYLE_CALL.test('const useClasses = __styles({ root: {} }, {});')).toBe(false);
    expect(STYLE_CALL.test('export const Page = () => <main />;')).toBe(false);
  });

  it('runs in builds only, its transform behind that filter', () => {
    const plugin = griffelBuildPlugin();
    expect(plugin.apply).toBe('build');
    expect(plugin.transform).toMatchObject({ filter: { code: STYLE_CALL } });
    expect(typeof (plugin.transform as { handler: unknown }).handler).toBe('function');
  });
});
