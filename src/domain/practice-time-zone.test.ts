import { describe, expect, it } from 'vitest';
import { PracticeTimeZone } from '@/api/generated/practices/model/practiceTimeZone';
import { practiceTimeZone } from './practice-time-zone';
import { zonedDay } from './zoned-time';

describe('the time zone a practice is read in', () => {
  it('is its own when the contract lists it, every listed zone being one the runtime knows', () => {
    for (const zone of Object.values(PracticeTimeZone)) {
      expect(practiceTimeZone({ timezone: zone, province: 'quebec' })).toEqual({ zone, known: true });
    }
  });

  it('is its province’s for a zone the contract does not list, even one that merely looks like one', () => {
    // What a generator of the old pattern '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$' could send.
    expect(practiceTimeZone({ timezone: 'tSqAyJUD/e1Igx/FY8', province: 'new-brunswick' })).toEqual({
      zone: 'America/Moncton',
      known: false,
    });
    // A real zone, but not Canada's.
    expect(practiceTimeZone({ timezone: 'Europe/Paris', province: 'ontario' })).toEqual({
      zone: 'America/Toronto',
      known: false,
    });
    expect(practiceTimeZone({ timezone: '' })).toEqual({ zone: 'America/Toronto', known: false });
  });

  it('gives a zone every date function accepts', () => {
    const { zone } = practiceTimeZone({ timezone: 'tSqAyJUD/e1Igx/FY8', province: 'unknown-province' });
    expect(zonedDay(Date.parse('2026-11-30T04:30:00Z'), zone)).toBe('2026-11-29');
  });
});
