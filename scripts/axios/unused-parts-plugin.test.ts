// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axiosFile, withoutUnusedPart } from './unused-parts-plugin';

const read = (path: string) => readFileSync(path, 'utf8');

describe('the plugin that leaves the parts of axios the portal never runs out of its builds', () => {
  it('gives the installed axios an adapter table without fetch', () => {
    const replaced = withoutUnusedPart(axiosFile('lib/adapters/fetch.js'), read);
    expect(replaced).toContain('export const getFetch = () => false;');
    expect(replaced).toContain('export default false;');
  });

  it('gives the installed axios an empty table of status names', () => {
    const replaced = withoutUnusedPart(axiosFile('lib/helpers/HttpStatusCode.js'), read);
    expect(replaced).toContain('export default Object.freeze({});');
  });

  it('leaves every other module alone', () => {
    const other = () => 'export default 1;';
    expect(withoutUnusedPart('/app/node_modules/axios/lib/adapters/xhr.js', other)).toBeUndefined();
    expect(withoutUnusedPart('/app/src/api/fetch.js', other)).toBeUndefined();
    expect(withoutUnusedPart('\0compiled-catalogue:/app/lang/en.json.shell.js', other)).toBeUndefined();
  });

  it('stops the build when a part has changed shape', () => {
    expect(() =>
      withoutUnusedPart(
        '/app/node_modules/axios/lib/adapters/fetch.js',
        () => 'export const fetchAdapter = 1;',
      ),
    ).toThrow(/check the axios upgrade/);
    expect(() =>
      withoutUnusedPart('/app/node_modules/axios/lib/helpers/HttpStatusCode.js', () => 'export default {};'),
    ).toThrow(/check the axios upgrade/);
  });
});
