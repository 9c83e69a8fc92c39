import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const en = createIntl({ locale: 'en-CA', defaultLocale: 'en-CA' });

describe('formatFileSize', () => {
  it('writes whole kilobytes, at least 1, under a megabyte', () => {
    expect(formatFileSize(en, 0)).toBe('1 KB');
    expect(formatFileSize(en, 1024)).toBe('1 KB');
    expect(formatFileSize(en, 1025)).toBe('2 KB');
    expect(formatFileSize(en, 482_000)).toBe('471 KB');
    expect(formatFileSize(en, 1_048_575)).toBe('1,024 KB');
  });

  it('writes megabytes of 1,048,576 bytes from 1 MB, to one decimal', () => {
    expect(formatFileSize(en, 1_048_576)).toBe('1 MB');
    expect(formatFileSize(en, 1_000_000)).toBe('977 KB');
    expect(formatFileSize(en, 1.5 * 1_048_576)).toBe('1.5 MB');
    expect(formatFileSize(en, 20 * 1_048_576 - 1)).toBe('20 MB');
    expect(formatFileSize(en, 123_456_789)).toBe('117.7 MB');
  });
});
