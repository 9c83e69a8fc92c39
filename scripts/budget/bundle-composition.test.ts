// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compositionByOwner, formatComposition, ownerOf } from './bundle-composition';

const root = '/work/app';

describe('ownerOf', () => {
  it('names npm packages, scoped or not, nested or not', () => {
    expect(ownerOf('/work/app/node_modules/react-dom/cjs/react-dom.production.js', root)).toBe('react-dom');
    expect(ownerOf('/work/app/node_modules/@fluentui/react-button/lib/index.js', root)).toBe(
      '@fluentui/react-button',
    );
    expect(ownerOf('/work/app/node_modules/a/node_modules/@smithy/util/dist/x.js', root)).toBe(
      '@smithy/util',
    );
    expect(ownerOf('C:\\app\\node_modules\\zod\\v4\\core.js', 'C:\\app')).toBe('zod');
  });

  it('names the repository folder of the project own modules', () => {
    expect(ownerOf('/work/app/src/features/auth/login-page.tsx', root)).toBe('src/features/auth');
    expect(ownerOf('/work/app/src/api/generated/users/users.ts', root)).toBe('src/api/generated');
    expect(ownerOf('/work/app/src/api/http-client.ts', root)).toBe('src/api');
    expect(ownerOf('/work/app/src/main.tsx', root)).toBe('src');
    expect(ownerOf('/work/app/mocks/db/seed.ts', root)).toBe('mocks/db');
    expect(ownerOf('/work/app/lang/en.json?compiled', root)).toBe('lang');
  });

  it('keeps virtual modules as they are', () => {
    expect(ownerOf('\0vite/modulepreload-polyfill.js', root)).toBe('vite/modulepreload-polyfill.js');
  });
});

describe('compositionByOwner', () => {
  it('shares each chunk gzip size out by rendered length, across chunks, largest first', () => {
    const shares = compositionByOwner(
      [
        {
          fileName: 'assets/index.js',
          gzipBytes: 1000,
          modules: [
            { id: '/work/app/node_modules/react-dom/index.js', renderedLength: 3000 },
            { id: '/work/app/src/main.tsx', renderedLength: 1000 },
            { id: '/work/app/node_modules/zod/index.js', renderedLength: 0 },
          ],
        },
        {
          fileName: 'assets/login.js',
          gzipBytes: 200,
          modules: [{ id: '/work/app/node_modules/react-dom/client.js', renderedLength: 500 }],
        },
      ],
      root,
    );
    expect(shares).toEqual([
      { name: 'react-dom', rawBytes: 3500, gzipBytes: 950 },
      { name: 'src', rawBytes: 1000, gzipBytes: 250 },
    ]);
    expect(formatComposition(shares, 1)).toMatch(
      /^owner\s+raw\s+gzip \(est\.\)\nreact-dom\s+3\.50 KB\s+~\s+0\.95 KB\n… and 1 more$/,
    );
  });
});
