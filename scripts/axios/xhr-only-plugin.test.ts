// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axiosFetchAdapterFile, withoutFetchAdapter } from './xhr-only-plugin';

describe('the plugin that leaves out axios’s fetch adapter', () => {
  it('gives the installed axios an adapter table without fetch', () => {
    const file = axiosFetchAdapterFile();
    const replaced = withoutFetchAdapter(file, (path) => readFileSync(path, 'utf8'));
    expect(replaced).toContain('export const getFetch = () => false;');
    expect(replaced).toContain('export default false;');
  });

  it('leaves every other module alone', () => {
    const read = () => 'export default 1;';
    expect(withoutFetchAdapter('/app/node_modules/axios/lib/adapters/xhr.js', read)).toBeUndefined();
    expect(withoutFetchAdapter('/app/src/api/fetch.js', read)).toBeUndefined();
    expect(withoutFetchAdapter('\0compiled-catalogue:/app/lang/en.json.shell.js', read)).toBeUndefined();
  });

  it('stops the build when the adapter has changed shape', () => {
    expect(() =>
      withoutFetchAdapter(
        '/app/node_modules/axios/lib/adapters/fetch.js',
        () => 'export const fetchAdapter = 1;',
      ),
    ).toThrow(/check the axios upgrade/);
  });
});
