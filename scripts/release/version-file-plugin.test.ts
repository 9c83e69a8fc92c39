import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env-schema';
import { BUILD_TIME_ORIGIN } from '../../src/config/page-origin';
import { headersFile, nginxSnippet, securityHeaders } from '../security/security-headers';
import { buildIdOf, withBuildIdMeta } from './version-file-plugin';

describe('the build id', () => {
  it('is the same for the same files in any order, and another for other files', () => {
    const files = ['assets/index-AbC.js', 'assets/login-XyZ.js'];
    expect(buildIdOf(files, '')).toBe(buildIdOf([...files].reverse(), ''));
    expect(buildIdOf(['assets/index-AbC.js', 'assets/login-New.js'], '')).not.toBe(buildIdOf(files, ''));
    expect(buildIdOf(files, 'release-42')).toBe('release-42');
  });

  it('goes into the head of index.html', () => {
    expect(withBuildIdMeta('<html><head><title>x</title></head><body></body></html>', 'abc')).toContain(
      '<meta name="build-id" content="abc" />\n  </head>',
    );
  });
});

describe('version.json', () => {
  it('is sent with the document headers, never cached (it sits outside /assets/)', () => {
    const variables = { MODE: 'production', PROD: true, VITE_API_BASE_URL: 'https://api.example.ca' };
    const headers = securityHeaders(parseEnv(variables, BUILD_TIME_ORIGIN));
    expect(headers.document['Cache-Control']).toBe('no-cache');
    const netlify = headersFile(headers, 'assets');
    expect(netlify.split('\n\n')[0]).toMatch(/^\/\*\n[\s\S]*Cache-Control: no-cache/);
    expect(nginxSnippet(headers, 'assets')).toMatch(/location \/ \{[\s\S]*Cache-Control "no-cache"/);
  });
});
