import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './save-file';

describe('filenameFromDisposition', () => {
  it('prefers the exact UTF-8 name of filename* to the ASCII fallback', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Tarifs _t_ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Tarifs été 2026.pdf')}`,
      ),
    ).toBe('Tarifs été 2026.pdf');
  });

  it('reads a quoted or a bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(filenameFromDisposition('attachment; filename=fees.csv')).toBe('fees.csv');
  });

  it('gives nothing for a missing or nameless header', () => {
    expect(filenameFromDisposition(undefined)).toBeUndefined();
    expect(filenameFromDisposition('inline')).toBeUndefined();
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeUndefined();
  });
});
