import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@/components/practice-form/practice-logo-file';
import { updatePracticeBodyLogoMax } from '@/api/generated/operation-schemas/updatePractice';
import { megabytesInBytes } from './file-size';
import { INSTALLER_MAX_BYTES } from './tool-installer';
import { PRICING_FILE_MAX_BYTES } from './pricing-file';

describe('file sizes', () => {
  it('count a megabyte as Explorer does, for every limit', () => {
    expect(megabytesInBytes(1)).toBe(1_048_576);
    expect(LOGO_MAX_BYTES).toBe(1_048_576);
    expect(PRICING_FILE_MAX_BYTES).toBe(20 * 1_048_576);
    expect(INSTALLER_MAX_BYTES).toBe(200 * 1_048_576);
  });

  it('keep the largest logo, as a base64 data URL, under the contract’s length', () => {
    const header = 'data:image/svg+xml;base64,'.length;
    expect(header + Math.ceil(LOGO_MAX_BYTES / 3) * 4).toBeLessThanOrEqual(updatePracticeBodyLogoMax);
  });
});
