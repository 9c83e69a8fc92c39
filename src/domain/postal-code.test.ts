import { describe, expect, it } from 'vitest';
import { normalizePostalCode } from './postal-code';

describe('postal codes', () => {
  it('are written the Canadian way', () => {
    expect(normalizePostalCode('h2j1k3')).toBe('H2J 1K3');
    expect(normalizePostalCode(' H2J  1k3 ')).toBe('H2J 1K3');
  });

  it('stay as typed when they are not six characters', () => {
    expect(normalizePostalCode('H2J 1K')).toBe('H2J 1K');
    expect(normalizePostalCode(' h2j 1k3x ')).toBe('h2j 1k3x');
  });
});
