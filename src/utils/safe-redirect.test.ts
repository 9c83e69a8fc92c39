import { describe, expect, it } from 'vitest';
import { redirectParam, safeRedirect } from './safe-redirect';

const ORIGIN = 'https://portal.example.ca';

describe('safeRedirect', () => {
  it('accepts the paths of the app, with their query and fragment', () => {
    expect(safeRedirect('/communications/history?page=2', ORIGIN)).toBe('/communications/history?page=2');
    expect(safeRedirect('/admin/practices', ORIGIN)).toBe('/admin/practices');
    expect(safeRedirect('/admin/practices/4f0c2a', ORIGIN)).toBe('/admin/practices/4f0c2a');
    expect(safeRedirect('/analytik/practice/abc/production#chart', ORIGIN)).toBe(
      '/analytik/practice/abc/production#chart',
    );
    expect(safeRedirect('/', ORIGIN)).toBe('/');
  });

  it.each([
    ['scheme-relative', '//evil.example.com'],
    ['backslash', '/\\evil.example.com'],
    ['backslash first', '\\/evil.example.com'],
    ['two backslashes', '/\\\\evil.example.com'],
    ['tab', '/\t/evil.example.com'],
    ['newline', '/\n/evil.example.com'],
    ['carriage return', '/\r/evil.example.com'],
    ['tab and backslash', '/\t\\evil.example.com'],
    ['dot segment', '/.//evil.example.com'],
    ['absolute URL', 'https://evil.example.com/admin/practices'],
    ['same host, absolute', 'https://portal.example.ca/admin/practices'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['leading space', ' /admin/practices'],
    ['encoded slash in the path', '/%2F/evil.example.com'],
    ['encoded backslash', '/%5Cevil.example.com'],
    ['unknown path', '/no/such/page'],
    ['a route with a segment too many', '/admin/tools/1/2'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirect(value, ORIGIN)).toBeUndefined();
  });

  it('refuses nothing at all', () => {
    expect(safeRedirect(null, ORIGIN)).toBeUndefined();
    expect(safeRedirect(undefined, ORIGIN)).toBeUndefined();
  });
});

describe('redirectParam', () => {
  it('reads the redirect parameter of a search string', () => {
    expect(redirectParam('?lang=fr&redirect=%2Fanalytik', ORIGIN)).toBe('/analytik');
  });

  it.each([
    ['%2F%2Fevil.example.com'],
    ['%2F%0A%2Fevil.example'],
    ['%2F%09%2Fevil.example'],
    ['%2F%0D%2Fevil.example'],
    ['%2F%5Cevil.example'],
    ['%5C%2Fevil.example'],
    ['https%3A%2F%2Fevil.example'],
    ['%2F%252F%2Fevil.example'],
  ])('refuses the encoded probe redirect=%s', (encoded) => {
    expect(redirectParam(`?redirect=${encoded}`, ORIGIN)).toBeUndefined();
  });
});
