import { describe, expect, it } from 'vitest';
import {
  judgeWordingVersion,
  PREFERENCES_WORDING_VERSION,
  PREFERENCES_WORDING_VERSIONS,
} from './preferences-wording';

describe('the wording version of the patient’s page', () => {
  it('is the last of the versions the page has shown', () => {
    expect(PREFERENCES_WORDING_VERSIONS.at(-1)).toBe(PREFERENCES_WORDING_VERSION);
    expect(judgeWordingVersion(PREFERENCES_WORDING_VERSION)).toBe('current');
  });

  it('tells an answer given to earlier words from one given to words the page never showed', () => {
    const versions = ['2026-11', '2027-03'];
    expect(judgeWordingVersion('2027-03', versions)).toBe('current');
    expect(judgeWordingVersion('2026-11', versions)).toBe('outdated');
    expect(judgeWordingVersion('2025-01', versions)).toBe('unknown');
    expect(judgeWordingVersion('', versions)).toBe('unknown');
  });
});
