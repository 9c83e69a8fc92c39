import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test';

/** The build under test (scripts/e2e/serve-offline-build.ts). */
const BUILD = resolve(import.meta.dirname, '../../dist/e2e');

test.describe('security headers of the production build', () => {
  test('pages carry the policy and the headers; hashed assets are cached, the document is not', async ({
    page,
  }) => {
    const response = await page.goto('/login?lang=en');
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-cache',
    });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['permissions-policy']).toContain('camera=()');

    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const asset = await page.request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the build ships no source map and references none', () => {
    const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts)
      expect(readFileSync(join(BUILD, file), 'utf8'), file).not.toContain('sourceMappingURL=');
  });

  // The guard of tests/e2e/support/test.ts fails any journey whose page breaks the policy: this
  // journey injects an inline script, so it must fail (test.fail), and does.
  test('a policy violation fails the journey', async ({ page, cspViolations }) => {
    test.fail();
    await page.goto('/login?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive))
      .toEqual(['script-src-elem']);
  });
});
