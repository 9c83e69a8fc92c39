import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, readLogoFile } from './practice-logo-file';

describe('reading a logo file', () => {
  it('gives an accepted image as the data URL the contract stores', async () => {
    const result = await readLogoFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(result).toEqual({ ok: true, dataUrl: `data:image/svg+xml;base64,${btoa('<svg/>')}` });
  });

  it('goes by the extension when the system gives no type', async () => {
    const result = await readLogoFile(new File([new Uint8Array([1, 2, 3])], 'Logo.JPG', { type: '' }));
    expect(result.ok && result.dataUrl).toBe(`data:image/jpeg;base64,${btoa('\x01\x02\x03')}`);
  });

  it('refuses another type or a file too large, before reading it', async () => {
    expect(await readLogoFile(new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await readLogoFile(new File(['x'], 'logo.gif', { type: '' }))).toEqual({
      ok: false,
      reason: 'type',
    });
    const large = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'logo.png', { type: 'image/png' });
    expect(await readLogoFile(large)).toEqual({ ok: false, reason: 'size' });
  });
});
