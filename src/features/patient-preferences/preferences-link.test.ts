import { describe, expect, it } from 'vitest';
import { readPreferencesLink } from './preferences-link';

const PRACTICE = '0b8f4c2e-6a1d-4f7e-9c3b-2d5e8a1f0c47';
const KEY = 'k7Qm2XfR9tLw4ZpN8vB3aYc6';

describe('readPreferencesLink', () => {
  it('reads the practice, the patient’s key and the channel of the link', () => {
    expect(readPreferencesLink(`?practiceId=${PRACTICE}&patient=${KEY}&channel=SMS&lang=fr`)).toEqual({
      practiceId: PRACTICE,
      patient: KEY,
      channel: 'SMS',
    });
    expect(readPreferencesLink(`?practiceId=${PRACTICE}&patient=${KEY}&channel=email`)).toMatchObject({
      channel: 'EMAIL',
    });
    expect(readPreferencesLink(`?practiceId=${PRACTICE}&patient=${KEY}`)).toMatchObject({ channel: 'EMAIL' });
  });

  it('refuses an incomplete or garbled link, and a patient’s identifier in place of the key', () => {
    expect(readPreferencesLink('')).toBeUndefined();
    expect(readPreferencesLink(`?practiceId=${PRACTICE}`)).toBeUndefined();
    expect(readPreferencesLink(`?practiceId=nope&patient=${KEY}`)).toBeUndefined();
    expect(readPreferencesLink(`?practiceId=${PRACTICE}&patient=short`)).toBeUndefined();
    expect(readPreferencesLink(`?practiceId=${PRACTICE}&patientId=${KEY}`)).toBeUndefined();
    expect(readPreferencesLink(`?practiceId=${PRACTICE}&patient=k7Qm2XfR9t%20Lw4ZpN8vB3`)).toBeUndefined();
  });
});
